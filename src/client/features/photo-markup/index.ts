// The photo-markup feature's front door: what other features may use of it (decision 015).
export { MarkupEditor } from './components/markup-editor';
export { MarkupLayer } from './components/markup-layer';
