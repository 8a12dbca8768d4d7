// Vite plugin: lets the bundler drop the parts of React Router this site does not use. Its
// published modules create Link, NavLink and Form with unannotated forwardRef calls and set
// each component's and context's displayName at the top level, so a bundler must keep them,
// and through Link the data router's prefetching code, even when nothing imports them
// (remix-run/react-router#14058; the fix upstream, #15299, is not released). Marking those
// calls pure and leaving out the displayName writes (read by React's developer tools only)
// takes about 4 KB gzip off every page (docs/decisions/0012-react-router.md). Production
// builds only; remove once React Router ships the annotations.
import type { Plugin } from 'vite';

const MODULES = /\/node_modules\/react-router\/dist\/production\/lib\/.+\.js$/;

export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!MODULES.test(id)) return null;
      return code
        .replaceAll('= React$1.forwardRef(', '= /* @__PURE__ */ React$1.forwardRef(')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
    },
  };
}
