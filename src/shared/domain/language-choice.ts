/**
 * The name under which a browser keeps its visitor's language: the key in localStorage, and the
 * cookie the server reads to send the storefront drawn in that language.
 */
export const LANGUAGE_CHOICE = 'mandi.language';
