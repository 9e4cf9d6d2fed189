"""In-corpus citation pseudo-queries (benchmarks/aila_citations.py): a citation is found by the cited judgment's
cause title, an ambiguous title is never matched, the query's own judgment is never a source, and a pseudo-query
never carries its answer's name."""

from __future__ import annotations

from benchmarks.aila_citations import citation_edges, fact_window, holds_a_query, title_key


def test_title_key_keeps_the_distinctive_words_of_each_party():
    assert title_key("Bijoy Singh and Another v State of Bihar") == (("bijoy", "singh"), ("state", "of", "bihar"))
    assert title_key("State of Maharashtra v Ramesh Kumar") == (("maharashtra",), ("ramesh", "kumar"))
    assert title_key("In re: Special Reference No. 1 of 1998") is None


def test_edges_follow_citations_by_name_and_skip_ambiguous_titles():
    docs = {
        "C1": "Bijoy Singh and Another v State of Bihar\nThe appellants were convicted under section 302.",
        "C2": "Masud Khan v State Of Uttar Pradesh\nThe petitioner prays for release.",
        "C3": "Prakash v State Of Rajasthan\nThe facts.",
        "C4": "Prakash v State Of Rajasthan\nOther facts.",
        "C5": ("Ram Lal v State of Punjab\nThe accused was convicted. In Bijoy Singh & Anr. v. State of Bihar, "
               "[2002] 9 SCC 147 this Court held so. See also Prakash v. State of Rajasthan. Masud Khan's plea."),
    }
    edges = citation_edges(docs)
    assert edges == {"C5": ["C1"]}  # C3/C4 share a title; "Masud Khan's plea" is not a citation


def test_a_judgment_never_cites_itself_by_its_own_title():
    docs = {"C1": "Masud Khan v State Of Uttar Pradesh\nMasud Khan v. State of Uttar Pradesh came up for hearing."}
    assert citation_edges(docs) == {}


def test_the_judgment_holding_a_query_is_found():
    facts = " ".join(chr(97 + i // 26) + chr(97 + i % 26) + "x" for i in range(120))  # 120 distinct words
    docs = {"C1": "A v B\n" + facts + " and then the appeal", "C2": "C v D\n" + facts[:200]}
    assert holds_a_query(docs, [facts], n=8, min_shared=50) == {"C1"}


def test_fact_window_drops_sentences_naming_a_case_or_report():
    facts = ("The deceased was last seen with the accused. In Sharad v. State of Maharashtra this was held. "
             "See AIR 1984 SC 1622. The body was found in a well.")
    out = fact_window(facts, 100)
    assert "Sharad" not in out and "AIR" not in out
    assert out.startswith("The deceased was last seen") and out.endswith("found in a well.")
    assert len(fact_window(facts, 5).split()) == 5


def test_a_citation_written_with_versus_is_found_and_dropped_from_windows():
    docs = {"C1": "Bijoy Singh and Another v State of Bihar\nThe appellants were convicted.",
            "C2": "Ram Lal v State of Punjab\nAs held in Bijoy Singh versus State of Bihar, the chain must hold."}
    assert citation_edges(docs) == {"C2": ["C1"]}
    assert title_key("Bijoy Singh versus State of Bihar") == (("bijoy", "singh"), ("state", "of", "bihar"))
    assert "Bijoy" not in fact_window("The body was found. Bijoy Singh versus State of Bihar applies. It rained.", 50)
