// Messages of the learn (see ../i18n.js). English: the source and the fallback of every language.
export default {
};
