/** The link-preview image of every page (Open Graph / Twitter), 1200x630. */
export const SOCIAL_IMAGE = { path: '/social/preview-1200x630.png', width: 1200, height: 630 } as const;
