/** The client build's index.html as Vite writes it, before the shop's head plugins order it. */
export const builtPage = `<!doctype html>
<html lang="mn">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-2.js">
    <link rel="stylesheet" crossorigin href="/assets/style-3.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;
