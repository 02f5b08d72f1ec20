/** JSON column shapes shared by the schema files. */
export type Lang3 = { es: string; en: string; pt: string };
export type Lang2 = { es: string; en: string };
