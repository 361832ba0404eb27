/**
 * Fabric sourcing vocabulary (issue #17 item 1), shared by the seed, the server's facets and the
 * client's labels: fibres, weaves, finishes, certifications, price bands and weight ranges.
 */
export const FIBRES = ['cotton', 'polyester', 'linen', 'silk', 'wool', 'viscose', 'nylon', 'lyocell', 'elastane'] as const;
export type Fibre = (typeof FIBRES)[number];

export const CONSTRUCTIONS = ['woven', 'knit'] as const;
export type Construction = (typeof CONSTRUCTIONS)[number];

/** Weave or knit structure; the first six are woven, the last two knitted. */
export const WEAVE_KINDS = ['plain', 'twill', 'herringbone', 'denim', 'tweed', 'corduroy', 'jersey', 'rib'] as const;
export type WeaveKind = (typeof WEAVE_KINDS)[number];
export const constructionOf = (weave: WeaveKind): Construction => (weave === 'jersey' || weave === 'rib' ? 'knit' : 'woven');

export const FABRIC_CATEGORIES = ['shirting', 'suiting', 'denim', 'dress', 'knitwear', 'outerwear'] as const;
export type FabricCategory = (typeof FABRIC_CATEGORIES)[number];

export const FINISHES = ['enzyme_wash', 'brushed', 'water_repellent', 'anti_wrinkle', 'mercerised', 'peached', 'stretch', 'anti_pilling'] as const;
export const CERTIFICATIONS = ['OEKO-TEX 100', 'GOTS', 'GRS', 'bluesign', 'FSC'] as const;

/** Price bands (yuan per metre, ex works). */
export const PRICE_BANDS = [
  { band: 1, min: 0, max: 20 },
  { band: 2, min: 20, max: 45 },
  { band: 3, min: 45, max: 90 },
  { band: 4, min: 90, max: null },
] as const;

/** Weight ranges of the find-fabric facet, g/m² (min inclusive, max exclusive). */
export const WEIGHT_RANGES = [
  { key: 'light', min: 0, max: 150 },
  { key: 'medium', min: 150, max: 250 },
  { key: 'heavy', min: 250, max: 350 },
  { key: 'extra', min: 350, max: null },
] as const;
export type WeightRange = (typeof WEIGHT_RANGES)[number]['key'];
export const WEIGHT_RANGE_KEYS = WEIGHT_RANGES.map((range) => range.key) as [WeightRange, ...WeightRange[]];

/** Find-fabric page size. */
export const FABRIC_PAGE_SIZE = 24;
