/**
 * React pieces both apps render the same way (decision 027): plain elements with the classes of
 * ui.css (no MUI, no CSS-in-JS; decision 038). A subpath of its own, `@ponte/shared/ui`, so the
 * package root stays framework-free for the API.
 */
export * from './content-article.tsx';
export * from './content-body.tsx';
export * from './sales-chart.tsx';
export * from './video-embed.tsx';
