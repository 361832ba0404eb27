/**
 * Spec §9: a colour-search link carries at most 3 colours. Apart from the term parser: route
 * loaders in the first page's JavaScript need the number, not the colour library it imports.
 */
export const MAX_COLOUR_TERMS = 3;
