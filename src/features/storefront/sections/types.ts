/**
 * What a section's view is given: the section as the storefront or the editor holds it. Written
 * out rather than taken from the editor's model or the contract, so that the section library does
 * not import what is built from it (the registry's types).
 */
export interface SectionProps {
  section: {
    id: number;
    type: string;
    data: { content: unknown; settings: unknown; appearance: unknown };
  };
  /** The section's own page (/storefront/{id}), linked as "See all" where a section lists things. */
  pageLink?: string;
}
