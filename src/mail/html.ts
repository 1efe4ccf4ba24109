// HTML-only mail → the text a person sees. Text a mail client would not show is never read as
// commands: comments, <script>/<style>/<head>/<template>, and elements hidden with the `hidden`
// attribute or an inline style (display:none, visibility:hidden, font-size:0, opacity:0, max-height:0
// with overflow hidden is left alone). htmlparser2 builds the tree (the parser html-to-text uses
// itself); html-to-text renders what is left. Input is cut to MAX_HTML characters first: parsing is
// quadratic in the nesting depth, and a command mail never needs more.
import { parseDocument } from "htmlparser2";
import render from "dom-serializer";
import { convert } from "html-to-text";

export const MAX_HTML = 64 * 1024;
const SKIP_TAGS = new Set(["script", "style", "head", "template", "noscript", "title", "meta", "object", "iframe"]);

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[] };

/** Is an element hidden by its attributes or its inline style? */
export function isHidden(attribs: Record<string, string> = {}): boolean {
  if ("hidden" in attribs) return true;
  const style = (attribs.style ?? "")
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/!important/g, "");
  if (!style) return false;
  return (
    /(^|;)display:none($|;)/.test(style) ||
    /(^|;)visibility:(hidden|collapse)($|;)/.test(style) ||
    /(^|;)font-size:0*(\.0*)?(px|pt|em|rem|%)?($|;)/.test(style) ||
    /(^|;)opacity:0*(\.0*)?%?($|;)/.test(style)
  );
}

/** Deeper markup is dropped: no mail client shows it sensibly, and walking it would overflow the stack. */
const MAX_DEPTH = 400;

function prune(children: Node[] | undefined, depth = 0): void {
  if (!children) return;
  if (depth > MAX_DEPTH) {
    children.length = 0;
    return;
  }
  for (let i = children.length - 1; i >= 0; i--) {
    const n = children[i];
    const drop =
      n.type === "comment" ||
      n.type === "directive" ||
      n.type === "cdata" ||
      ((n.type === "tag" || n.type === "script" || n.type === "style") &&
        (SKIP_TAGS.has((n.name ?? "").toLowerCase()) || isHidden(n.attribs)));
    if (drop) children.splice(i, 1);
    else prune(n.children, depth + 1);
  }
}

/** The visible text of an HTML body. */
export function visibleHtmlText(html: string): string {
  const doc = parseDocument(html.length > MAX_HTML ? html.slice(0, MAX_HTML) : html) as unknown as Node;
  prune(doc.children);
  const cleaned = render(doc as any);
  return convert(cleaned, {
    wordwrap: false,
    limits: { maxDepth: 500 },
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
    ],
  });
}
