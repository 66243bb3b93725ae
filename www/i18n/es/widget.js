// Messages of the widget in 'es' (keys as in ../en/widget.js; a missing key falls back to English).
export default {
};
