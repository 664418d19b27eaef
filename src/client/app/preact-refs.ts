import { options, type VNode } from 'preact';

// React 19 hands `ref` to a function component as a prop, and our components rely on it (an Input
// passes react-hook-form's ref on to its <input>). Preact 10 keeps `ref` for itself unless the
// component is wrapped in forwardRef, so without this a form's fields would never register
// (decision 029). Class components keep Preact's own handling.
const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const type: unknown = vnode.type;
  const isClass = typeof type === 'function' && typeof type.prototype?.render === 'function';
  if (typeof type === 'function' && !isClass && vnode.ref) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = null;
  }
  next?.(vnode);
};
