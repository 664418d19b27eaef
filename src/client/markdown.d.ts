// A markdown file imports as its HTML, rendered at build time (build/markdown-plugin.ts).
declare module '*.md' {
  const html: string;
  export default html;
}
