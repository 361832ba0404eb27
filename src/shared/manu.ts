/**
 * 4D manufacturing vocabulary (issue #15 item 2), shared by the seed, the server's facets and the
 * client's labels: processes, regions, certifications and minimum-order bands.
 */
export const PROCESSES = ['knitting', 'weaving', 'printing', 'embroidery', 'cut_sew'] as const;
export type Process = (typeof PROCESSES)[number];

export const REGIONS = ['guangdong', 'zhejiang', 'jiangsu', 'fujian', 'shandong', 'hubei'] as const;
export type Region = (typeof REGIONS)[number];

export const MANU_CERTIFICATIONS = ['ISO 9001', 'BSCI', 'WRAP', 'OEKO-TEX 100', 'GOTS', 'SA8000'] as const;
export type ManuCertification = (typeof MANU_CERTIFICATIONS)[number];

/** Minimum-order bands, pieces (min inclusive, max exclusive). */
export const MOQ_BANDS = [
  { key: 'small', min: 0, max: 300 },
  { key: 'medium', min: 300, max: 1000 },
  { key: 'large', min: 1000, max: 5000 },
  { key: 'bulk', min: 5000, max: null },
] as const;
export const MOQ_BAND_KEYS = MOQ_BANDS.map((band) => band.key) as [MoqBand, ...MoqBand[]];
export type MoqBand = (typeof MOQ_BANDS)[number]['key'];

export const MANU_SORTS = ['recommended', 'moq_asc', 'lead_asc', 'capacity_desc'] as const;
export type ManuSort = (typeof MANU_SORTS)[number];

export const MANU_PAGE_SIZE = 24;

/** The list's channel (a path segment): one process, or all of them. */
export const ALL_PROCESSES = 'all';
export const processOfChannel = (channel: string | undefined): Process | null =>
  (PROCESSES as readonly string[]).includes(channel ?? '') ? (channel as Process) : null;

