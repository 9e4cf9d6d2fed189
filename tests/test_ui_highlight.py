"""Untrusted text becomes inert Markdown; query terms are highlighted by a construct we control."""

import re

import pytest
from markdown_it import MarkdownIt

from lcr_core.lexical import Analyzer
from lcr_ui.highlight import clip, escape_export, escape_markdown, highlight_markdown, mark_terms

HOSTILE = [
    "<script>alert('x')</script> and <img src=x onerror=alert(1)>",
    "[click here](javascript:alert(1)) and ![pixel](http://evil.example/p.png)",
    "<https://evil.example/auto> www.evil.example http://evil.example/x",
    "# Heading\n\n    indented code\n> quote\n- item\n1. item\n| a | b |\n|---|---|\n| 1 | 2 |",
    "**bold** _it_ `code` ~~strike~~ $x^2$ :red[directive] :material/home: &lt;b&gt; &amp;",
]


def render(md: str) -> str:
    # CommonMark with raw HTML passed through, GFM tables and strikethrough: what Streamlit's renderer parses
    return MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"]).render(md)


@pytest.mark.parametrize("text", HOSTILE)
def test_escaped_text_renders_as_one_plain_paragraph(text):
    html = render(escape_markdown(text))
    body = re.fullmatch(r"<p>(.*)</p>\n", html, flags=re.DOTALL)
    assert body, html  # one paragraph: no heading, list, quote, table or code block
    inner = body.group(1).replace("<code>", "").replace("</code>", "")  # URLs are shown as inline code
    assert "<" not in inner.replace("&lt;", ""), inner  # no other element: no link, image, script, em
    # and what the reader sees is the original text, whitespace folded
    import html as h
    assert h.unescape(inner) == " ".join(text.split())


def test_directive_and_math_markers_are_escaped():
    out = escape_markdown(":red[x] $y$")
    assert ":red[" not in out and "\\:red\\[x\\]" in out and "\\$y\\$" in out


def test_query_terms_are_highlighted_and_nothing_else():
    analyzer = Analyzer()
    text = "The husband demanded dowry; the <b>wife</b> [died](http://x)."
    md = highlight_markdown(text, set(analyzer("dowry demanded died")), analyzer)
    marked = re.findall(r":orange-background\[(.*?)\]", md)
    assert marked == ["demanded dowry", "died"]
    # outside the highlights, everything is still escaped
    assert "\\<b\\>" in md and "\\(`http://x`\\)" in md
    html = render(md.replace(":orange-background[", "").replace("]", ""))
    assert "<a " not in html and "<b>" not in html


def test_terms_match_through_the_analyzer_including_stemming():
    stem = Analyzer(stemming=True)
    segs = mark_terms("The appellants appealed against conviction", set(stem("appellant appeal")), stem)
    assert [s.text for s in segs if s.hit] == ["appellants appealed"]
    plain = Analyzer()
    assert not any(s.hit for s in mark_terms("the of and", set(plain("the of and")), plain))


def test_clip_cuts_at_a_word_boundary():
    text = "word " * 100
    out = clip(text, 52)
    assert out.endswith(" …") and len(out) <= 54 and not out[:-2].endswith(" wor")
    assert clip("short  text\n", 50) == "short text"


def test_export_escaping_keeps_prose_readable_but_kills_links():
    out = escape_export("Rs. 3,850 (approx.) [x](javascript:y) <b>")
    assert out.startswith("Rs. 3,850 (approx.)")
    html = render(out)
    assert "<a " not in html and "<b>" not in html


LINKY = ("Filed via https://evil.example/upload?id=1, see www.evil.example/x or write to clerk@evil.example. "
         "Also ftp://files.evil.example/a and mailto:someone@evil.example")


def autolinkable(html: str) -> list[str]:
    """What GFM's autolink-literal extension would turn into a link: scheme URLs, www. hosts and e-mail
    addresses in text outside code spans (this is how Streamlit made them live links)."""
    text = re.sub(r"<code>.*?</code>", " ", html)
    return re.findall(r"[a-z]+://\S+|www\.\S+|\S+@\S+\.\w+", text)


@pytest.mark.parametrize("to_md", [escape_markdown, escape_export,
                                   lambda t: highlight_markdown(t, {"evil", "example", "clerk"}, Analyzer())])
def test_bare_urls_and_addresses_never_become_links_but_stay_readable(to_md):
    md = to_md(LINKY)
    html = render(md.replace(":orange-background[", "").replace("]", ""))
    assert "<a " not in html and not autolinkable(html), html
    assert autolinkable(render(LINKY))  # the check does see them in the raw text
    for url in ("https://evil.example/upload?id=1", "www.evil.example/x", "clerk@evil.example",
                "ftp://files.evil.example/a", "mailto:someone@evil.example"):
        assert f"`{url}`" in md  # shown whole, as code, the trailing comma / full stop outside
    assert "example" not in "".join(re.findall(r":orange-background\[(.*?)\]", md))  # no highlight inside a URL
