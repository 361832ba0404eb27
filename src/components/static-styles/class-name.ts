/** The class of a declared static style (a dot, as in `icon-4.5`, is not a class-name character). */
export const classNameOf = (name: string): string => `tl-${name.replace(/\./g, '_')}`;
