// Messages of the widget in 'de' (keys as in ../en/widget.js; a missing key falls back to English).
export default {
};
