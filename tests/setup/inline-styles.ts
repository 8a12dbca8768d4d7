// A prerendered page's stylesheets, inline in its raw HTML: each <style> block with the file it
// copies, named by the disabled link after it (build/inline-styles.ts).

export type InlineStyle = { css: string; file: string };

/** Each inline block of `html` with the file it copies. */
export const inlineStyles = (html: string): InlineStyle[] =>
  // Lazily up to the closing tag: CSS may hold a "<" (a media range such as `width <= 36rem`).
  [...html.matchAll(/<style>([\s\S]*?)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g)].map((match) => ({
    css: match[1]!,
    file: match[2]!,
  }));
