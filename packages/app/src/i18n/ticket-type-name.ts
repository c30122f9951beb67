/** A ticket type's name in the active language; the English name when it has no Vietnamese one. */
export const ticketTypeName = (type: { name: string; nameVi: string }, locale: string): string => (locale === "vi" && type.nameVi ? type.nameVi : type.name);
