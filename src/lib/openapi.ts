/** Composing an OpenAPI document from sections (each API feature describes its own paths). */

type Json = Record<string, unknown>;

export type OpenApiSection = {
  tags?: Json[];
  paths: Record<string, Json>;
  components?: { schemas?: Record<string, Json> };
};

/**
 * Adds a section's tags, paths and component schemas to a document. A path both describe, or a
 * component of the same name with a different schema, is a mistake and throws: the two
 * sections would contradict each other. Identical components are kept once.
 */
export function mergeOpenApi<D extends OpenApiSection>(document: D, section: OpenApiSection): D {
  const schemas: Record<string, Json> = { ...document.components?.schemas };
  for (const [name, schema] of Object.entries(section.components?.schemas ?? {})) {
    if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(schema))
      throw new Error(`OpenAPI component ${name} is defined twice, differently`);
    schemas[name] = schema;
  }
  for (const path of Object.keys(section.paths))
    if (path in document.paths) throw new Error(`OpenAPI path ${path} is described twice`);
  return {
    ...document,
    tags: [...(document.tags ?? []), ...(section.tags ?? [])],
    paths: { ...document.paths, ...section.paths },
    components: { ...document.components, schemas },
  };
}
