// Renders every public page to HTML (decision 018): after `vite build` (the app) and the site's two
// builds (browser and Node), each page's markup and <head> go into the site's template. The
// server serves these files by path. A page loads no UI runtime unless it is interactive (issue
// 35): then React hydrates it, loaded after its first paint.
// Also compresses every text asset once (brotli and gzip), so the server sends the smallest file.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve('dist/client');
const siteDir = path.resolve('dist/site');
const templateFile = path.join(clientDir, 'site.html');
const template = readFileSync(templateFile, 'utf8');
rmSync(templateFile);
rmSync(siteDir, { recursive: true, force: true });
mkdirSync(siteDir, { recursive: true });

const render = await import(pathToFileURL(path.resolve('dist/site-render/site-render.js')).href);

// The Latin subset of the font is on every page: ask for it with the HTML, so the text does not
// wait for the stylesheet to name it.
const latinFont = readdirSync(path.join(clientDir, 'assets')).find((name) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(name),
);
const fontPreload = latinFont
  ? `<link rel="preload" href="/assets/${latinFont}" as="font" type="font/woff2" crossorigin />`
  : '';

// The template's entry: React and the site's page registry, for the pages that need them.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
if (!ENTRY_SCRIPT.test(template))
  throw new Error("The site's template has no entry script in the expected shape");
// The custom cursor (docs/product.md §17) is a few lines of plain script, on the framed pages only.
const CURSOR_SCRIPT = '<script type="module" src="/site-cursor.js"></script>';

function page(rendered, pagePath, { signedIn = false } = {}) {
  const scripts = (html) =>
    rendered.interactive
      ? // Fetched once the page has painted (public/after-paint.js), so it never holds up the text.
        html.replace(
          ENTRY_SCRIPT,
          (_, entry) => `\n    <script type="module" src="/after-paint.js" data-entry="${entry}"></script>`,
        )
      : html.replace(ENTRY_SCRIPT, '');
  const html = scripts(template.replace(MODULE_PRELOADS, ''))
    .replace('<!--site-head-->', [rendered.head, fontPreload].filter(Boolean).join('\n    '))
    .replace('data-path="__SITE_PATH__"', `data-path="${pagePath}"${signedIn ? ' data-signed-in=""' : ''}`)
    .replace('<!--site-body-->', rendered.body);
  return rendered.framed ? html.replace('</body>', `  ${CURSOR_SCRIPT}\n  </body>`) : html;
}

const fileName = (pagePath) =>
  pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replaceAll('/', '--')}.html`;
const pages = {};
// The header names the account for someone signed in (issue 35): the server sends this rendering
// to a request with a session, with no script to ask.
const signedInPages = {};
for (const pagePath of await render.listSitePaths()) {
  const rendered = await render.renderSitePage(pagePath);
  if (rendered.status !== 200) throw new Error(`${pagePath} rendered with status ${rendered.status}`);
  writeFileSync(path.join(siteDir, fileName(pagePath)), page(rendered, pagePath));
  pages[pagePath] = fileName(pagePath);
  if (!rendered.framed) continue;
  const name = fileName(pagePath).replace(/\.html$/, '+signed-in.html');
  const signedIn = await render.renderSitePage(pagePath, [], { signedIn: true });
  writeFileSync(path.join(siteDir, name), page(signedIn, pagePath, { signedIn: true }));
  signedInPages[pagePath] = name;
}
// Sign-in and sign-up (decision 034): one file per set of social providers a server may have, named
// in the page for the script that makes it interactive. The server sends the one for its own set.
// They name the app's install manifest (decision 037): a phone first opens the app there.
const installTags =
  '<link rel="manifest" href="/manifest.webmanifest" />\n    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />\n  </head>';
const authPages = {};
for (const authPath of render.AUTH_PAGE_PATHS) {
  authPages[authPath] = {};
  for (const providers of render.socialProviderSets()) {
    const key = render.socialProviderSetKey(providers);
    const name = fileName(authPath).replace(/\.html$/, key ? `+${key}.html` : '.html');
    const html = page(await render.renderSitePage(authPath, providers), authPath)
      .replace(`data-path="${authPath}"`, `data-path="${authPath}" data-providers="${key}"`)
      .replace('</head>', installTags);
    writeFileSync(path.join(siteDir, name), html);
    authPages[authPath][key] = name;
  }
}
// The app's screens drawn ahead for someone signed in (decision 035): markup for the app's empty
// #root, with the slot the server fills with the person's first name.
const appFrames = {};
const appHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!appHtml.includes('<div id="root"></div>'))
  throw new Error("The app's index.html has no empty #root for the server to draw a frame in");
if (!/<script type="module" crossorigin src="[^"]+"><\/script>/.test(appHtml))
  throw new Error("The app's index.html has no entry script in the shape withAppFrame defers");
for (const [appPath, markup] of Object.entries(render.renderAppFrames())) {
  if (!markup.includes(render.FIRST_NAME_SLOT)) throw new Error(`${appPath}'s frame has no name slot`);
  const name = `app-frame${appPath.replaceAll('/', '--')}.html`;
  writeFileSync(path.join(siteDir, name), markup);
  appFrames[appPath] = name;
}
// The two pages a missing address gets, with status 404: one for a blog post, one for the rest.
for (const [name, pagePath] of [
  ['404.html', '/404'],
  ['blog-404.html', '/blog/-'],
]) {
  const rendered = await render.renderSitePage(pagePath);
  writeFileSync(path.join(siteDir, name), page(rendered, pagePath));
}
writeFileSync(
  path.join(siteDir, 'pages.json'),
  JSON.stringify(
    {
      pages,
      signedInPages,
      authPages,
      appFrames,
      notFound: '404.html',
      blogNotFound: 'blog-404.html',
      appPaths: render.APP_ROUTE_PATHS,
    },
    null,
    2,
  ),
);
rmSync(path.resolve('dist/site-render'), { recursive: true, force: true });

// Text assets, compressed once at build time rather than on every request.
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|xml)$/;
function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) compressTree(file);
    else if (COMPRESSIBLE.test(name)) {
      const bytes = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
}
compressTree(clientDir);
console.log(`Pre-rendered ${Object.keys(pages).length} public pages into dist/site.`);
