/**
 * The AI tools panel (spec §2): colour insight, Pantone library, colour from image, colour
 * matching, HD enlargement, background removal, AI vector graphics, image search (opens the
 * upload dialog), planning design and 2D try-on. Colour tools are tabs of the colour page (ntype).
 */
export const AI_TOOLS = [
  { key: 'colourInsight', path: (channel: number) => `/list/color?channel=${channel}&ntype=8`, isNew: true },
  { key: 'pantone', path: (channel: number) => `/list/color?channel=${channel}&ntype=2` },
  { key: 'colourFromImage', path: (channel: number) => `/list/color?channel=${channel}&ntype=3` },
  { key: 'colourMatching', path: (channel: number) => `/list/color?channel=${channel}&ntype=5` },
  { key: 'enlarge', path: (channel: number) => `/expanderGraph/channel/${channel}` },
  { key: 'cutout', path: (channel: number) => `/autoCutout/channel/${channel}` },
  // The reader's channel, not the original's fixed channel=1 (also served): the header keeps their channel's columns.
  { key: 'vector', path: (channel: number) => `/imageToVectorgraph?channel=${channel}` },
  { key: 'imageSearch', path: (channel: number) => `/list/searchPic?channel=${channel}&upload=1`, opensUpload: true },
  { key: 'planning', path: (channel: number) => `/list/diylayout/templateLibrary/channel/${channel}` },
  { key: 'tryOn', path: (channel: number) => `/fittingRoom/channel/${channel}` },
] as const;

export type AiToolKey = (typeof AI_TOOLS)[number]['key'];

/** The tools a library picture can be handed to ("use in tool"): the three image tools and image search. */
export const pictureTools = (channel: number) => [
  ...AI_TOOLS.filter((tool) => tool.key === 'enlarge' || tool.key === 'cutout' || tool.key === 'vector').map((tool) => ({ key: tool.key, href: tool.path(channel) })),
  { key: 'imageSearch' as const, href: `/list/searchPic?channel=${channel}` },
];
