"""Outcome of a precedent from its own words: allowed / dismissed / partly / other (or unknown).

Deterministic and cheap (regular expressions over a few dozen sentences). The candidates are the sentences of
the decision facet and/or of the judgment's closing paragraphs (``source``); each sentence is read for

- an explicit **disposition** in the court's order form ("the appeal is dismissed", "we allow the appeals",
  "the petition must fail", "appeal partly allowed"); narrative forms ("the High Court dismissed the appeal",
  "was allowed") are not dispositions;
- **partial** markers: "to the (aforesaid) extent", "in so far as appellant No. 2 is concerned", "allowed in
  part", "subject to the modification", a conviction altered / converted to a lesser offence, a sentence
  reduced / commuted / limited to the period already undergone;
- **implicit** dispositions when no explicit one exists: "no merit", "no reason to interfere" (dismissed);
  "the impugned judgment is set aside", "acquitted" (allowed); remand ("remit ... afresh"), "disposed of",
  reference to a larger bench, interim directions (other).

The rule (Indian / Commonwealth conventions of the labelled set, see ``datasets/outcomes/README.md``):
a partial marker in the closing order makes the outcome ``partly`` even when the court words it "allowed" or
"dismissed"; explicit allow and dismiss of *different* matters in the closing order is ``partly``; otherwise the
last explicit disposition decides; a remand or "disposed of" without an explicit allow/dismiss is ``other``;
with no cue at all the outcome is ``unknown`` (never guessed). A separate opinion's "I would allow" never
decides; "by the Court / in accordance with the majority" does.

A first-instance judgment (``first_instance``: a magistrate's or a Sessions Court's trial, a civil suit) is read
first by :func:`first_instance_outcome`, from the side that brought the case: conviction as charged / suit decreed
``allowed``, acquittal / suit dismissed ``dismissed``, a mixed or lesser result ``partly``, a bail order ``other``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from ..text import Span, sentence_spans
from .first_instance import first_instance
from .types import Outcome

Source = Literal["facet", "tail", "both"]

# a report's abbreviation of an appeal, before its number ("C.A. No. 1728 of 1968", "Crl. A. 9/85", "CAs 5-7"; read
# after ``flatten`` took the dots away): the one spelling every pattern that names a numbered appeal uses
_APPEAL_ABBREV_NO = r"(?:c\s?a|crl\s?a|cr\s?a)s?(?=\s*(?:nos?\.?\s*)?\d)"

# the matter before the court
_MATTER = (r"(?:criminal |civil |special leave |writ |transfer |review |revision |contempt |election |tax |"
           r"curative )?(?:appeals?|petitions?|applications?|revisions?|references?|reviews?|suits?|cases|"
           r"slps?|matters?|writ application"
           # the reports' abbreviations before a number ("C.A. No. 1728 of 1968 is allowed"; dots flattened away)
           rf"|{_APPEAL_ABBREV_NO})")
_BE = r"(?:is|are|stands?|shall stand|must be|must stand|should be|will be|be|ought to be|deserves? to be|"\
      r"deserve to be|is liable to be|are liable to be|has to be|have to be|is to be|are to be|stand|has been|"\
      r"have been)"
# Adverbs and commas between the verb and the order word, each token taking only the spaces before it (the
# pattern is always followed by \s*): a comma read as an optional ",?" and as a token of its own had split a run of
# commas in exponentially many ways ("the appeal is , , , , ..." took seconds at 10 commas, hours at 30).
_ADV = r"(?:\s*(?:therefore|accordingly|according|hereby|thus|consequently|also|hence|only|partly|partially|substantially|"\
       r"in part|all|both|each|so|clearly|ultimately|finally|,))*"
# "we would, accordingly, dismiss the petition": the older reports' order form ("would" not followed by "have");
# one comma is one token, as in _ADV (no exponential backtracking on a run of commas)
# any other manner adverb too ("we would compositely allow both the appeals", "we merely allow", a misprinted "we
# accodingly allow"), but not one that makes the order a habit or a rarity ("we ordinarily allow", "we hardly ...")
_MANNER = r"\b(?!(?:hardly|really|rarely|scarcely|ordinarily|normally|usually|generally|seldom|likely)\b)[a-z]{3,}ly\b"
_WE = r"\b(?:we|this court)\b(?:\s*(?:would(?!\s+have)\b|therefore|accordingly|hence|thus|consequently|"\
      rf"hereby|in the result|in the circumstances|for these reasons|also|only|partly|{_MANNER}|,))*\s*"

_I = re.IGNORECASE
# roles24: an order stated as what follows and then made in the court's idiom "which we hereby do" ("The natural
# corollary of above would be to dismiss Civil Appeal No.6901 of 2009 which we hereby do", AILA C482): the court's
# own order, though it opens as a "would" (a {verb} alternation is filled in per use; no braces of its own)
_DONE_BY_US = (r"\bto\s+(?:{verb})\s+(?:(?:the|this|these|both|all)\s+)?(?:\w+\s+)?" + _MATTER
               + r"\b[^.;]{{0,80}}?,?\s*(?:which|as)\s+we\s+(?:hereby\s+|accordingly\s+|now\s+)?do\b(?!\s*(?:not|n't)\b)")
# roles24: the second party's appeal named only by "that of" after the first's disposition ("the appeal preferred by
# the State is allowed and that of the workman is dismissed", AILA C1293, State of Punjab v Jagir Singh: cross
# appeals): the elided matter is the appeal just disposed of ({verb} filled in per use)
_THAT_OF = (r"\b(?:allowed|accepted|dismissed|rejected)\s*,?\s+(?:and|but|while|whereas)\s+(?:that|those)\s+"
            r"(?:of|filed by|preferred by|by)\s+(?:the\s+)?(?:[\w-]+\s+){{1,3}}?" + _BE + _ADV + r"\s*(?:{verb})\b")
# "we see no alternative but to dismiss the writ petition", "we have no option but to allow this petition"
# the court says it (not "the landlord had no option but to accept the petition of the tenant", a party's plight)
_NO_CHOICE = (r"(?:\b(?:we|us|this court)\b[^.;]{0,60}?|\bthere\s+(?:is|was|remains)\s+)"
              r"\bno\s+(?:other\s+)?(?:alternative|option|choice)\s+(?:but|except|than)\s+to\s+")
# "the preliminary objection ... must be upheld and the appeals dismissed on the ground that ...": a second clause
# of the court's order with its verb left out (the modal of the first clause governs it; not "was ... and the
# appeal dismissed", a story)
_ELLIPTIC = (r"\b(?:must|should|shall|will)\s+be\s+\w+(?:\s+\w+)?\s*(?:,\s*and|,|and)\s+(?:the|these|both|all the)\s+"
             r"(?:(?:criminal|civil|special leave|writ)\s+)?(?:appeals?|petitions?)\s+")
# "we are, therefore, inclined to": an order form (each adverb or comma one token, as in _ADV)
_INCLINED = r"\b(?:we|this court)\s+(?:are|is)\b(?:\s*(?:therefore|accordingly|thus|hence|,))*\s*inclined\s+to\s+"

# what a court accepts or rejects that is not the matter before it ("we accept the submission", "we reject the
# apology tendered"): an argument, a plea, a request
_ARGUMENT = (r"(?:submissions?|contentions?|position|pleas?|arguments?|apolog(?:y|ies)|requests?|prayers?|"
             r"objections?|explanations?|suggestions?|views?|findings?|statements?|undertakings?|offers?|evidence|"
             r"version|reasoning|stand|concessions?|conclusions?|propositions?|correctness|principles?|"
             r"interpretation|construction|claim(?!\s+(?:petitions?|applications?|cases?|suits?)\b)|theory|defence|case of)")
_NOT_ARGUMENT = rf"(?!\s+(?:(?:the|this|that|these|those|his|her|their|its|an?|such)\s+)?(?:[\w-]+\s+)?{_ARGUMENT}\b)"

# the reporter's initials before a short order ("V.P.S. Appeal allowed and case remanded"; dots flattened away)
_INITIALS = r"(?:(?-i:[A-Z]{1,4})\s+)?"
_GAP = r"(?:(?!\bthat\b|\bcontentions?\b|\bsubmissions?\b|\bpleas?\b|\bobjections?\b)[^.;]){0,150}?"
_SUBJ = rf"(?:{_MATTER}\b{_GAP}|(?:the same|it)\b[^.;]{{0,20}}?)"
ALLOW = re.compile(
    rf"\b{_SUBJ}\b{_BE}{_ADV}\s*(?:allowed|accepted|granted|made absolute)\b"
    rf"|\bwe\b[^.;]{{0,40}}\ballowing (?:the|this|these|both|all)\s+(?:\w+\s+)?(?:appeals?|petitions?)\b"
    rf"|\b{_MATTER}\b[^.;]{{0,60}}?\b(?:succeeds?|must succeed|should succeed|deserves? to succeed)\b"
    # not a permission ("we allow the parties to bear their own costs", "allow the appellant to withdraw")
    rf"|{_WE}(?:allow|accept)\b{_NOT_ARGUMENT}(?!\s+(?:the\s+)?(?:parties|appellants?|respondents?|petitioners?|"
    rf"accused|him|her|them)\s+to\b)"
    # nor a permission to a named person ("we allow Vithoba to intervene in the Civil Appeal"): one or two words that
    # are no matter, then "to" and a verb (not "to the extent", "to this extent")
    rf"(?!\s+(?!(?:the|this|these|those|both|all|criminal|civil|writ|special|cross|appeals?|petitions?|slps?|"
    rf"applications?)\b)[\w-]+(?:\s+[\w-]+)?\s+to\s+(?!(?:the|that|this|such|an?|its|their|extent|limited)\b)[a-z])"
    # "we, therefore, while accepting this appeal and setting aside the order, remand ...": the court's own allowance
    rf"|\bwe\b[^.;]{{0,30}}\bwhile\s+(?:allowing|accepting)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    # roles29: the same with "we" after the gerund ("while partly allowing the appeal we modify the conviction ... to one
    # punishable under Section 326", Daulat Trimbak Shewale v State of Maharashtra, AILA C1957), as DISMISS reads "while
    # dismissing ... we"; a court below's "The Division Bench, while partly allowing the appeal, modified" has no "we"
    rf"|\bwhile\s+(?:partly\s+|partially\s+)?(?:allowing|accepting)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    rf"[^.;]{{0,20}}?\bwe\b"
    rf"|\bwe\b[^.;]{{0,160}}\band (?:allow|accept)\s+(?:the|this|these|both|all|his|her|their)\s+(?:\w+\s+)?{_MATTER}\b"
    rf"|\brule\b[^.;]{{0,20}}\bmade absolute\b"
    # trial30: a writ petition's order with its verb left out ("In the light of that petition made absolute in terms
    # of prayer clauses (a) and (b)", a Bombay High Court writ in BUILD): "made absolute" is only said of a rule or a
    # petition granted
    rf"|\b(?:writ\s+)?petition\s+made absolute\b"
    # "the same are set aside by allowing this appeal", "we set aside the judgment by allowing this appeal": the
    # court's own allowance (not "was set aside by allowing the appeal", which a court below did)
    rf"|\b(?:is|are|be|stands?)\s+(?:hereby\s+|accordingly\s+|therefore\s+)?(?:set aside|quashed)\s+by\s+"
    rf"(?:allowing|accepting)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    rf"|\bwe\s+(?:\w+\s+){{0,2}}?(?:set aside|quash)\b[^.;]{{0,120}}?\bby\s+(?:allowing|accepting)\s+(?:the|this|these|"
    rf"both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    # "we are, therefore, inclined to allow this appeal and set aside ...": the court's order (not "not inclined")
    rf"|{_INCLINED}(?:allow|accept)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    rf"|\bsucceeds?\s+and\s+{_BE}{_ADV}\s*allowed\b"
    # a writ that issues is the petition allowed; "these are our reasons for allowing the appeals" (a short order
    # announced earlier, the reasons given now)
    rf"|^\s*{_INITIALS}writs?(?:\s+petitions?)?\s+(?:accordingly\s+)?allowed\b"
    rf"|\b(?:a|the)\s+writ\b(?:\s+of\s+\w+)?\s+(?:will|shall|must|do|does|to)\s+(?:accordingly\s+|therefore\s+)?issue\b"
    rf"|\blet (?:a|the)\s+writ\b(?:\s+of\s+\w+)?\s+issue\b"
    rf"|\b(?:are|were) (?:the|our) reasons for (?:the )?(?:allowing|allowance of)\b[^.;]{{0,40}}\b{_MATTER}\b"
    rf"|\breasons\s+(?:which|that)\s+(?:weighed with|persuaded|led)\s+us\s+(?:in|to|into)\s+(?:allowing|allow)\b"
    rf"[^.;]{{0,40}}\b{_MATTER}\b"
    rf"|^\s*{_INITIALS}(?:{_MATTER})\s+(?:accordingly\s+)?(?:allowed|accepted)\b"
    # "we have no option but to allow this petition": the court's order, its reluctance aside
    rf"|{_NO_CHOICE}(?:allow|accept)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    # "They are accordingly allowed.": the matters just named, as the sentence's whole subject (not "they will be
    # allowed to enter", a permission)
    rf"|^\W*(?:\d{{1,3}}\W*)?they\s+{_BE}{_ADV}\s*(?:allowed|accepted)\b(?!\s+(?:to|by|as(?!\s+prayed))\b)"
    # "... must be set aside and the appeals allowed": the order's second, elliptic clause
    rf"|{_ELLIPTIC}(?:allowed|accepted)\b(?!\s+to\b)"
    rf"|{_DONE_BY_US.format(verb='allow|accept')}"
    rf"|{_THAT_OF.format(verb='allowed|accepted')}",
    _I,
)
DISMISS = re.compile(
    rf"\b{_SUBJ}\b{_BE}{_ADV}\s*(?:dismissed|rejected|discharged)\b(?!\s+as\s+(?:withdrawn|"
    rf"infructuous|not pressed|having become|being infructuous|barred))"
    rf"|\b{_MATTER}\b[^.;]{{0,60}}?\b(?:fails?|must fail|should fail|is bound to fail|lacks? merit|"
    rf"is devoid of merit|are devoid of merit|has no merit|have no merit|is without merit|are without merit)\b"
    rf"|{_WE}(?:dismiss|reject)\b{_NOT_ARGUMENT}"
    rf"|\bwe\b[^.;]{{0,160}}\band (?:dismiss|reject)\s+(?:the|this|these|both|all|his|her|their)\s+(?:\w+\s+)?{_MATTER}\b"
    rf"|\bwe\b[^.;]{{0,160}}\band (?:dismiss|reject)\s+(?:\w+\s+)?{_MATTER}\s*(?:nos?\s*)?\d"  # "... and dismiss Appeals Nos. 461"
    rf"|\brule\b[^.;]{{0,20}}\bdischarged\b"
    # "while rejecting this appeal, we acquit the respondent of ...": the court's own dismissal, as "while allowing"
    rf"|\bwhile\s+(?:dismissing|rejecting)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b[^.;]{{0,20}}?\bwe\b"
    rf"|\bwe\b[^.;]{{0,30}}\bwhile\s+(?:dismissing|rejecting)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    rf"|{_INCLINED}(?:dismiss|reject)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    rf"|\bfails?\s+and\s+{_BE}{_ADV}\s*dismissed\b"
    # roles26: the second half of a mixed order whose subject is a list of names ("the appeals of Thakur Singh (A-1)
    # ... are allowed and that of Ram Pravesh Singh (A-2), Gorakh Nath Singh (A-3), ... are dismissed"); after the first
    # half's "allowed" (review26: not "the powers of public authorities and those of private persons ... the notion of
    # unfettered discretion is rejected", AILA C1610)
    rf"|\b(?:allowed|accepted)\b[^.;]{{0,40}}?\s(?:and|while|whereas)\s+(?:that|those)\s+of\b[^.;]{{0,250}}?\b{_BE}{_ADV}"
    r"\s*(?:dismissed|rejected)\b"
    rf"|\bresult of (?:this|these|the) {_MATTER} is dismissal\b"
    rf"|\b(?:are|were) (?:the|our) reasons for (?:the )?(?:dismissal of|dismissing|rejecting|rejection of)\b"
    rf"[^.;]{{0,40}}\b{_MATTER}\b"
    rf"|^\s*{_INITIALS}(?:{_MATTER})\s+(?:accordingly\s+)?(?:dismissed|rejected)\b"
    # special leave refused, or the petition for it disposed of "without grant of leave" (not "was refused" below)
    rf"|\b(?:special\s+)?leave(?:\s+to\s+appeal)?\s+(?:is\s+|stands\s+|must be\s+|be\s+)?(?:hereby\s+|accordingly\s+|"
    rf"therefore\s+)?(?:refused|declined|rejected)\b"
    rf"|\bwithout\s+(?:the\s+)?grant(?:ing)?\s+(?:of\s+)?(?:any\s+)?(?:special\s+)?leave\b"
    rf"|{_NO_CHOICE}(?:dismiss|reject)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b"
    rf"|^\W*(?:\d{{1,3}}\W*)?they\s+{_BE}{_ADV}\s*(?:dismissed|rejected)\b(?!\s+from\b)"
    rf"|{_ELLIPTIC}(?:dismissed|rejected)\b(?!\s+(?:from|as\s+(?:withdrawn|infructuous|not pressed))\b)"
    rf"|{_DONE_BY_US.format(verb='dismiss|reject')}"
    rf"|{_THAT_OF.format(verb='dismissed|rejected')}",
    _I,
)
# the reasons, given now, for an order the court made earlier ("These were the reasons upon which we quashed the
# order of detention", "These are my reasons in support of the unanimous order ... dismissing the suits", "It was for
# these reasons that we have allowed this appeal by our short order dated ..."): the court's own order, told in the
# past tense (so no court below's story)
EARLIER_ORDER = re.compile(
    r"\breasons\s+(?:upon|on|for)\s+which\s+we\s+(?:had\s+|have\s+)?(?:already\s+)?"
    r"(?:(?P<a1>allowed|accepted|quashed|set aside)|(?P<d1>dismissed|rejected))\s+(?:the|this|these|both|all)\b"
    r"|\breasons\s+in[- ]?support\s+of\s+(?:the|our)\s+(?:\w+\s+){0,2}order\b[^.;]{0,80}?\b"
    r"(?:(?P<a2>allowing|accepting|quashing)|(?P<d2>dismissing|rejecting))\s+(?:the|this|these|both|all)\s+"
    rf"(?:\w+\s+)?{_MATTER}\b"
    # (first person only: "this Court had dismissed the appeal by its order dated ..." is a history of the case)
    r"|\bwe\s+(?:have|had)\s+(?:already\s+)?(?:(?P<a3>allowed|accepted)|(?P<d3>dismissed|rejected))\s+"
    rf"(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b[^.;]{{0,20}}?\bby\s+our\s+(?:\w+\s+)?order\b",
    _I)
DISPOSED = re.compile(
    rf"\b{_MATTER}\b[^.;]{{0,80}}?\b{_BE}{_ADV}\s*(?:\w+\s+)?disposed of\b|{_WE}dispose of\b"
    rf"|^\s*{_MATTER}\s+(?:accordingly\s+)?disposed of\b|^\s*order(?:ed)? accordingly\b",
    _I,
)
# a disposal the court criticises ("such a serious appeal has been disposed of in a laconic manner without application
# of mind", "the revision was disposed of in a cryptic manner"): a court below's, never this court's own order
# (roles25: Babboo v State of M.P., whose "Appeal allowed." follows)
_CRITICISED_DISPOSAL = re.compile(
    r"\bdisposed of\s+(?:(?:[\w,]+\s+){0,3}?(?:in|by)\s+(?:a|an|such\s+a|so|very)\s+(?:[\w-]+\s+(?:and\s+)?)?(?:laconic|cryptic|"
    r"perfunctory|casual|mechanical|cavalier|slipshod|hasty|hurried|lackadaisical|unsatisfactory|non-speaking)\b"
    r"|(?:[\w,]+\s+){0,3}?without\s+(?:any\s+)?(?:proper\s+)?(?:application of (?:the\s+)?mind|(?:assigning|giving|recording)\s+"
    r"(?:any\s+)?reasons?|adverting|considering|discussing))",
    _I)
PARTLY_EXPLICIT = re.compile(
    r"\b(?:partly|partially|in part)\b[^.;]{0,20}\b(?:allowed|accepted|succeeds?|succeed|allow|granted)\b"
    r"|\b(?:allowed|accepted|allow|succeeds?|succeed)\b[^.;]{0,30}\b(?:in part|partly|partially)\b"
    r"|\b(?:allowed|allow|accepted|succeeds?|dismissed|dismiss)\b[^.;]{0,40}\bto the (?!(?:above|aforesaid|aforementioned|"
    r"said|following)\s+(?:observations?|reasons?|discussion|findings?|conclusions?)\b)(?:above |aforesaid |"
    r"aforementioned |limited |said |following |indicated |stated |extent (?:(?:already|hereinbefore|herein|earlier)\s+)?(?:indicated|stated|mentioned|noted|"
    r"above|aforesaid)|extent that|extent of|extent as|extent herein|extent and in the manner)"
    r"|\b(?:allowed|allow|accepted|succeeds?)\b(?:[^.;]{0,10}|\s+(?:the|this|these|those|both|all)\s+(?:[\w-]+\s+)?"
    r"(?:appeals?|petitions?|revisions?|applications?))\s*\bto (?:that|this|such)(?: limited)? extent\b"
    r"|\bto the (?:aforesaid |above |limited |said |aforementioned )?extent\b[^.;]{0,40}\b(?:allowed|allow|"
    r"succeeds?|accepted)\b"
    r"|\b(?:allowed|accepted|allow|dismissed|dismiss)\b[^.;]{0,60}\b(?:in so far as|insofar as|so far as|"
    r"as far as)\b(?!\s+(?:the|this)\s+(?:sole\s+|present\s+)?(?:appellant|petitioner)(?:\s+herein)?\s+(?:is\s+)?"
    r"concerned)[^.;]{0,120}\b(?:concerned|is concerned|are concerned)\b"
    # "dismiss the appeal in so far as it relates to them", "the appeal fails in so far as it attacks ..."
    r"|\b(?:allowed|allow|accepted|dismissed|dismiss|fails?|succeeds?)\b[^.;]{0,40}\b(?:in so far as|insofar as|"
    r"so far as)\s+it\s+(?:relates?|attacks?|concerns?|is directed|challenges?|pertains?)\b"
    r"(?!\s+to\s+(?:the|all the)\s+(?:appellants?|petitioners?)\b)"
    # "subject to the modification above" (not the law's generic "subject to any modification by the Court")
    # nor a statute's "with such exceptions and modifications as the President may specify"
    # nor a liberty "to revive the scheme with or without modifications"
    r"|\b(?:subject to|with)\b(?!\s+or\s+without\b)(?![^.;]{0,25}\b(?:any|appropriate|suitable|necessary)\s+modifications?\b)"
    r"(?!\s+such\s+(?:\w+\s+(?:and|or)\s+)?modifications?\s+as\s+(?:the\s+)?\w+\s+(?:\w+\s+)?(?:may|might|shall|think|thinks|"
    r"deems?|considers?)\b)[^.;]{0,25}\bmodifications?\b"
    r"|\b(?:dismissed|allowed)\s+subject to the following\b|^\s*subject to the (?:above |aforesaid )?directions?\b"
    r"|\b(?:set aside|quash|acquit)\w*\b[^.;]{0,200}\bbut\b[^.;]{0,20}\b(?:maintain|uphold|confirm|affirm)"
    r"|\b(?:other|remaining|rest of the)\b[^.;]{0,40}\b(?:convictions?|sentences?)\b[^.;]{0,40}\b(?:are|is|stand|"
    r"shall stand)\s+(?:maintained|upheld|confirmed|affirmed)\b"
    r"|\bsubstantially succeed"
    # roles29: the court's own partial allowance as a gerund, "we" after it or before it ("while partly allowing the appeal
    # we modify the conviction", AILA C1957; "while allowing this appeal in part, we hereby set aside", AILA C1652)
    r"|\bwhile\s+(?:partly|partially)\s+(?:allowing|accepting)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?(?:appeals?|"
    r"petitions?)\b[^.;]{0,20}?\bwe\b"
    r"|\bwhile\s+(?:allowing|accepting)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?(?:appeals?|petitions?)\s+(?:in part|"
    r"partly|partially)\b[^.;]{0,20}?\bwe\b"
    r"|\bwe\b[^.;]{0,30}\bwhile\s+(?:partly|partially)\s+(?:allowing|accepting)\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?"
    r"(?:appeals?|petitions?)\b"
    r"|\bto (?:that|this|such) extent\b[^.;]{0,40}\b(?:allowed|allow|succeeds?|accepted)\b"
    r"|\b(?:substantially|largely|mainly)\s+(?:allowed|accepted)\b"
    r"|\bmodif(?:y|ied|ies)\b[^.;]{0,80}\bto (?:this|that|the above|the aforesaid|the extent indicated|such) extent\b"
    r"|\bmodif(?:y|ied|ies)\b[^.;]{0,80}\bto the extent (?:indicated|stated|mentioned|that)\b"
    r"|\b(?:upheld|affirmed|confirmed|maintained|sustained)\s+only\s+to the extent\b"
    # "the appeals are allowed except with respect to three workers": an order with an exception (not costs)
    r"|\b(?:allowed|allow|accepted|dismissed|dismiss)\b[^.;]{0,40}\bexcept\s+(?:with respect to|in respect of|"
    r"as regards|so far as|in so far as|insofar as|in (?:the )?case of|for)\b(?![^.;]{0,25}\bcosts?\b)"
    # roles27: one appellant excepted from the order ("we dismiss this appeal of all the appellants except appellant
    # Jai Narain, whose appeal we allow", AILA C2827), or the order scoped to one appellant ("we allow the appeal to
    # the extent it pertains to appellant, A-2", AILA C2910): several appellants with different results
    r"|\b(?:allowed|allow|accepted|dismissed|dismiss)\b[^.;]{0,60}\bexcept\s+(?:the\s+)?(?:appellant|accused)\s*"
    r"(?:no\.?\s*)?,?\s*(?:A-?\s?\d|\d|(?-i:[A-Z][a-z]+))"
    r"|\b(?:allowed|allow|accepted|dismissed|dismiss)\b[^.;]{0,40}\bto the extent (?:it|that it)\s+(?:pertains|relates|"
    r"refers)\s+to\s+(?:the\s+)?(?:appellant|accused)\s*(?:no\.?\s*)?,?\s*(?:A-?\s?)?\d"
    # the order's own exception: "Excepting this modification, the appeal is dismissed", "the appeal fails except for
    # the slight modification indicated above", "The appeal, except to the extent aforesaid, fails and is dismissed"
    # (not a judgment "affirmed except to the extent indicated in" another decision: no disposition follows)
    r"|\bexcept(?:ing)?\s+(?:for\s+)?(?:this|these|the)\s+(?:\w+\s+){0,2}?modifications?\b[^.;]{0,80}\b(?:dismissed|fails?)\b"
    r"|\b(?:dismissed|fails?)\b[^.;]{0,40}\bexcept(?:ing)?\s+(?:for\s+)?(?:this|these|the)\s+(?:\w+\s+){0,2}?modifications?\b"
    r"|\bexcept to the extent\b[^.;]{0,40}\b(?:fails?|dismissed)\b"
    # "In other respects this appeal fails", "for all other aspects it stands dismissed": one point granted
    r"|\b(?:in|for)\s+(?:all\s+)?other\s+(?:respects|aspects)\b(?=[^.;]{0,40}?\b(?:it|they|appeals?|petitions?|"
    r"applications?|revisions?|slps?)\b)[^.;]{0,40}\b(?:fails?|dismissed)\b"
    r"|\b(?:appeals?|petitions?|applications?|revisions?|slps?)\b[^.;]{0,20}?\b(?:in|for)\s+(?:all\s+)?other\s+"
    r"(?:respects|aspects)\b[^.;]{0,20}\b(?:fails?|dismissed)\b"
    # "we allow this appeal ... and allow writ petition No. 2289 ... but only to the extent that ..."
    # (not a permission: "we allow the appellant to argue the point but only to the extent it was raised below")
    r"|\b(?:allow|allowed)\b(?!\s+(?:the\s+)?(?:parties|appellants?|respondents?|petitioners?|accused|him|her|them)\s+"
    r"to\b)[^.;]{0,120}\bbut only to the extent\b"
    # "we, accordingly, allow Civil Appeal arising out of S.L.P (C) No. 18202 of 1993 partly": a long numbered object
    r"|\b(?:we|court)\b[^.;]{0,30}\ballow\s+(?:civil|criminal|writ|the|this|these)\b[^.;]{0,80}?\bpartly\b"
    r"(?=\s*(?:and\b|with\b|,|;|\.|$))",
    _I,
)
ALTERED = re.compile(
    r"\bset aside the convictions?\b[^.;]{0,150}\bbut\b[^.;]{0,80}\bguilty of\b|"
    r"\bset aside the convictions?\b[^.;]{0,200}\b(?:and|but)\s+(?:instead|in its place|in their place)\s*,?\s*"
    r"(?:we\s+)?convict|"
    r"\bset aside the convictions?\b[^.;]{0,120}\band\s+(?:instead\s+)?convict(?:s|ing)?\s+(?:the\s+\w+|him|her|them)\b"
    r"[^.;]{0,60}\b(?:under|of)\b|"
    r"\bconvictions?\b[^.;]{0,100}\b(?:is|are)\s+(?:hereby\s+)?set aside\s+and\s+(?:instead|in its place)\b[^.;]{0,60}"
    r"\b(?:guilty|convicted)\b|"
    # (not "the court ... should not substitute itself for the original court which is expected to deal with the
    # offence": a change said not to be made)
    r"(?<!\bnot\s)(?<!\bnever\s)\b(?:alter|altered|alters|altering|convert|converted|converting|modif(?:y|ied|ies|ying)|"
    r"substitut(?:e|ed))\b[^.;]{0,80}\b(?:conviction|convictions|offence)\b"
    # "We set aside the conviction under s.302. But we find him guilty of the offence under s.498-A": the contrast
    # with the conviction just set aside (not a court below's finding, nor a conviction with no contrast)
    r"|^\W*(?:\d{1,3}\s*)?(?:but|however)\b[^.;]{0,20}?\b(?:we|this court)\s+(?:\w+\s+)?(?:find|hold)\s+"
    r"(?:him|her|them|the\s+(?:appellants?|accused))\s+guilty\s+of\b"
    # "the case requires alteration of the conviction from s.302 to s.304 Part I" (not "alteration of conviction
    # notwithstanding": a change with no direction told)
    r"|\balteration\s+of\s+(?:the\s+)?convictions?\b[^.;]{0,80}?\b(?:to|into)\b"
    # "the appellants are found not guilty of the offence under s.302/149 but ... guilty of s.326/34"
    r"|\bnot guilty of\b[^.;]{0,150}\bbut\b[^.;]{0,60}\bguilty of\b"
    r"|\b(?:conviction|convictions)\b[^.;]{0,120}\b(?:is|are|stands?|be|hereby)\s+(?:hereby\s+|accordingly\s+|"
    r"therefore\s+)?(?:altered|converted|modified|substituted)\b"
    r"|\b(?:conviction|convictions)\b[^.;]{0,60}\b(?:altered|converted|modified)\s+(?:to|into|from)\b"
    # the court's own classification put in place of the one below: "the appropriate conviction of the appellants
    # would be under S. 304 Part II IPC instead of S. 302 IPC" (roles23)
    r"|\b(?:proper|appropriate|correct|right)\s+convictions?\s+(?:of\s+(?:the\s+)?[\w-]+\s+)?(?:would|should|shall|will|"
    r"must)\s+be\s+(?:one\s+)?(?:under|for)\b[^.;]{0,80}?\binstead of\b",
    _I,
)
REDUCED = re.compile(
    r"\b(?:reduce|reduced|reducing|modif(?:y|ied|ies)|commute|commuted|commuting|convert|converts|scale[sd]? down|"
    r"restrict(?:ed|ing)?|limit(?:ed|ing)?)\b[^.;]{0,60}\b(?:sentences?|imprisonment|punishment|death penalty|"
    r"fine)\b"
    r"|\b(?:sentences?|imprisonment|punishment|death sentence)\b[^.;]{0,100}\b(?:is|are|be|stands?|hereby)\s+"
    r"(?:hereby\s+|accordingly\s+|therefore\s+)?(?:reduced|modified|commuted|converted|altered|scaled down|"
    r"restricted|limited)\b"
    r"|\bperiod (?:of sentence )?already (?:undergone|served)\b"
    # "the convictions are confirmed but the sentence of life ... is set aside and instead ... seven years"
    r"|\bconvictions?\b[^.;]{0,60}\b(?:is|are)\s+(?:hereby\s+)?(?:confirmed|upheld|maintained|affirmed)\s+but\b[^.;]{0,40}"
    r"\bsentences?\b[^.;]{0,120}\b(?:is|are)\s+(?:hereby\s+)?set aside\s+and\s+(?:instead|in (?:its|their) place)\b"
    r"|\bnot (?:a fit case|the rarest of rare)[^.;]{0,60}\bdeath\b|\bdeath sentence\b[^.;]{0,60}\bnot confirmed\b"
    # the convict released on probation in place of the sentence ("it is expedient that the appellant be released
    # on probation", s. 360 CrPC / the Probation of Offenders Act; roles23)
    r"|(?<!\bnot\s)\b(?:be|is|are|being|shall be|should be)\s+released\s+on\s+probation\b",
    _I,
)
NARRATIVE = re.compile(
    r"\b(?:high court|trial court|trial judge|sessions (?:court|judge)|learned (?:single )?judge|tribunal|"
    r"division bench|appellate court|lower court|courts below|magistrate|commission|first appellate court|"
    r"district judge|board|it|he|they)\b[^.;]{0,60}\b(?:had|has(?!\s+to\b)|was|were|having)\b"  # "it has to be": an order
    r"|\b(?:was|were|had been)\s+(?:partly\s+)?(?:allowed|dismissed|rejected|accepted|altered|reduced|modified|"
    r"commuted|converted)\b"
    # "the High Court altered the conviction": a change a court below made (what this court decides is still to come)
    r"|\b(?:high court|trial court|trial judge|sessions (?:court|judge)|learned (?:single )?judge|division bench|"
    r"appellate court|lower court|first appellate court|district judge)\s*,?\s+(?:(?:(?!(?:is|are|be|stands?|hereby)\b)\w+\s*,?\s+)?"
    # roles26: or a phrase of circumstance between ("the High Court in the facts and circumstances of the case modified
    # the order of the conviction and sentence", AILA C1151)
    r"|in\s+(?:the\s+|these\s+)?(?:facts|circumstances|view)\b(?:\s+(?!(?:is|are|be|stands?|hereby|we|but)\b)\w+){0,6}?\s*,?\s+)"
    r"(?:altered|converted|modified|"
    r"reduced|commuted|enhanced)\b"
    # "why the High Court thought it necessary to reduce the sentence", "the trial court proceeded to alter": its choice
    r"|\b(?:high court|trial court|trial judge|sessions (?:court|judge)|learned (?:single )?judge|division bench|"
    r"appellate court|lower court|first appellate court|district judge)\s+(?:(?!we\b)\w+\s+){0,4}?to\s+(?:alter|convert|"
    r"modify|reduce|commute|enhance)\b"
    # "the High Court upheld the conviction but reduced the sentence": the change is one more act of the court below
    r"|\b(?:high court|trial court|trial judge|sessions (?:court|judge)|learned (?:single )?judge|division bench|"
    r"appellate court|lower court|first appellate court|district judge)\s+(?:(?:had|has)\s+)?(?:(?:also|however|"
    r"already|then|rightly|thereafter)\s+)?(?:upheld|confirmed|maintained|affirmed|considered|dismissed|allowed|"
    r"accepted|took|held|found|convicted|agreed|observed|noted)\b[^.;]{0,120}?\b(?:and|but)\s+(?:(?:also|then)\s+)?"
    r"(?:altered|converted|modified|reduced|commuted|enhanced)\b"
    r"|(?<!while )(?<!we )(?<!reasons for )(?<!with us in )(?<!while partly )(?<!while partially )"
    r"\b(?:dismissing|allowing|rejecting|dismissed|allowed)\s+(?:the|his|her|their|its)\s+"
    r"(?:\w+\s+)?"
    r"(?:appeal|petition|application|revision|writ|slp)"
    # roles29: "while partly allowing the appeal" is the court's own order only with "we" next to it ("while partly
    # allowing the appeal we modify", AILA C1957); a court below's otherwise ("The Division Bench, while partly allowing
    # the appeal, modified the order of the Single Judge", AILA C2065)
    r"|(?<!we )(?<!we, )\bwhile\s+(?:partly|partially)\s+(?:dismissing|allowing|rejecting)\s+(?:the|his|her|their|its)\s+"
    r"(?:\w+\s+)?(?:appeal|petition|application|revision|writ|slp)(?![^.;]{0,30}?\bwe\b)"
    # "In a brief order, the High Court partly allowed the appeal": a court below's partial allowance
    r"|\b(?:high court|trial court|trial judge|sessions (?:court|judge)|learned (?:single )?judge|division bench|"
    r"appellate court|lower court|first appellate court|district judge|tribunal)\s+(?:had\s+|has\s+)?(?:partly|partially)\s+"
    r"(?:allowed|accepted)\b",
    _I,
)
# a change the court refuses ("no ground to alter the conviction", "the plea that the sentence be reduced is
# rejected"): the reasons of a dismissal, never a partial outcome
REFUSED_CHANGE = re.compile(
    r"\b(?:no (?:\w+\s+)?(?:ground|reason|case|justification|occasion|scope|warrant|circumstance)s?|"
    r"nor\s+(?:can|could|should|would|is|was|do|does)|not (?:persuaded|inclined|"
    r"satisfied|possible|a (?:fit )?case)|unable to (?:accept|agree|hold|find)|cannot (?:accept|agree|hold)|"
    # "we are unable to reduce the sentence from the minimum prescribed": the change itself refused
    r"(?:unable|not able|not in a position) to(?=\s+(?:alter|convert|modif|substitut|reduc|commut))|"
    r"(?:do|does|did) not (?:accept|agree|find|think)|decline to|refuse to)\b[^.;]{0,200}?"
    r"\b(?:alter|convert|modif|substitut|reduc|commut)\w*"
    r"|\b(?:alter|convert|modif|substitut|reduc|commut)\w*\b[^.;]{0,120}\b(?:is|are|stands?|must be|be|has been)\s+"
    r"(?:hereby\s+|accordingly\s+)?(?:rejected|negatived|refused|declined|turned down)\b"
    # roles24: the change a court below made, held wrong ("the High Court is not justified in reducing the sentence to
    # the period already undergone", AILA C896; "the High Court ought not to have altered the conviction as recorded
    # by the trial Court", C1192): this court undoes it, so it is the appeal against it that succeeds, not a partial
    # outcome. The verb follows at once ("not justified in interfering with the conviction; we reduce ..." is not one,
    # nor "erred in not reducing", which is a change this court then makes)
    r"|\b(?:(?:is|was|were|are)\s+not\s+(?:at\s+all\s+)?(?:justified|right|correct)\s+in|(?:ought|should)\s+not\s+(?:to\s+)?"
    r"have|erred\s+(?:in\s+law\s+)?in|(?:was|were)\s+wrong\s+in)\s+(?:(?:further\s+|then\s+)?(?:altered|converted|"
    r"modified|substituted|reduced|commuted)|(?:further\s+)?(?:altering|converting|modifying|substituting|reducing|"
    r"commuting))\b",
    _I,
)
# a change a party asks for ("Mr. X argued that the sentence should be commuted", "counsel made an attempt to
# persuade the Court to reduce the sentence", "it was prayed that the sentence be reduced", "we were told that the
# Ruler always commuted"): the plea recorded, not the court's change (unless the court makes it in the same sentence)
ASKED_CHANGE = re.compile(
    r"\b(?:counsel|mr|mrs|ms|shri|sri|smt|advocate|solicitor[- ]general|attorney[- ]general|appellants?|"
    r"petitioners?|accused|convicts?)\b[^.;]{0,150}?"
    r"\b(?:argued|submitted|contended|urged|prayed|pleaded|pressed|requested|sought|canvassed|pointed out|relied|"
    r"placed reliance|made\s+an?\s+(?:attempt|plea|prayer|request|submission|appeal))\b"
    r"|\bit\s+(?:was|is|has been)\s+(?:\w+\s+){0,2}?(?:argued|submitted|contended|urged|prayed|pleaded|pressed|"
    r"canvassed)\b"
    r"|\bwe\s+(?:were|are|have been)\s+told\b|\b(?:prayer|plea|request)\s+(?:for|that)\b"
    # "a plea was made before us that the sentence be reduced"
    r"|\b(?:prayer|plea|request|submission)s?\s+(?:was|were|has been|had been|is)\s+(?:also\s+)?(?:made|advanced|"
    r"raised|put forward|urged)\b", _I)
COURT_CHANGES = re.compile(r"\b(?:we|this court)\b(?!\s+(?:were|are|have been)\s+told)[^.;]{0,40}?\b(?:reduce|commute|"
                           r"alter|convert|modify|substitute|accept|accede|grant)\w*", _I)
# a condition or a clause of time governs the cue ("before his application for registration is granted": the
# statute's sequence, not the court's order); "we would (therefore) dismiss" is the court's own order form
HYPOTHETICAL = re.compile(
    # ("the appeals of the remaining appellants would stand dismissed": the older reports' order form)
    r"(?<!\bwe )(?<!\bcourt )\bwould\b(?!\s+(?:accordingly\s+|therefore\s+|also\s+)?stand\s+(?:allowed|dismissed|"
    r"rejected|disposed of|set aside|quashed)\b)"
    # ("... would be to dismiss Civil Appeal No. 6901 of 2009 which we hereby do": the order made; roles24)
    r"(?!\s+be\s+" + _DONE_BY_US.format(verb="allow|accept|dismiss|reject")[2:] + ")"
    # (not "the appropriate conviction of the appellants would be under S. 304 Part II IPC instead of S. 302 IPC":
    # the court's classification of the offence)
    r"(?!\s+be\s+(?:one\s+)?under\s+(?:s|ss|sec|section)\b\.?\s*\d)|\b(?:we|court) would\b(?!\s*,?\s*(?:therefore|accordingly|hence|thus|in the circumstances|for these "
    rf"reasons|{_MANNER}|,)*\s*,?\s*(?:allow|dismiss|accept|reject)\b)"
    r"|\bwe would have\b"
    r"|\b(?:can|could|may|might)\s+(?:not\s+)?be\s+(?:allowed|accepted|granted|dismissed|rejected)\b"
    # a change that "may be reduced" is a possibility (often a plea's words), never the court's order
    r"|\b(?:can|could|may|might)\s+(?:well\s+)?be\s+(?:reduced|commuted|altered|converted|modified|scaled down)\b"
    # "the conviction may probably have been altered": a past possibility
    r"|\b(?:can|could|may|might|should)\s+(?:\w+\s+)?have\s+been\s+(?:reduced|commuted|altered|converted|modified)\b"
    # "the conviction cannot be sustained and ... is allowed": the court's holding, not a condition on the order
    r"|\b(?:if|unless|whether|can it be|if at all)\b"
    r"|\b(?:cannot|could not) be\b(?!\s+(?:legally\s+)?(?:sustained|upheld|maintained|supported|justified|"
    r"countenanced)\b)"
    r"|\b(?:before|until|till|once|whenever|as soon as)\s+(?:the|his|her|its|their|an?|such|that|any)\s+"
    r"(?:[\w-]+\s+){0,3}(?:appeals?|petitions?|applications?)\b[^.;]{0,60}\b(?:is|are|be|has been)\s+"
    r"(?:\w+\s+)?(?:allowed|accepted|granted|dismissed|rejected)\b", _I)
MAJORITY = re.compile(r"\bby (?:the )?court\b|\bmajority (?:opinion|judgment|view)\b"
                      # "By COURTIn accordance with ...": the printed heading may run into the order
                      r"|in accordance with (?:the )?(?:opinion of )?(?:the )?majority\b", _I)
SEPARATE_OPINION = re.compile(r"\bi (?:would|agree|concur|am unable|am in agreement|regret|have had the advantage)\b"
                              # "I am (therefore) of opinion that ... this appeal should fail": one judge's view
                              r"|(?-i:\bI)\s+am\s+(?:(?:therefore|accordingly|thus|clearly)\s*,?\s*)?of (?:the )?opinion\b"
                              r"|(?-i:\bI)\s*,?\s*(?:(?:therefore|accordingly|thus|hence)\s*,?\s*)*(?:accept|allow|dismiss|"
                              r"reject)\b", _I)
NO_MERIT = re.compile(
    r"\b(?:no|any|without|devoid of|lacks?|lacking in)\s+(?:\w+\s+)?merit\b"
    r"|\bno (?:good |sufficient |valid |cogent |justifiable )?(?:reason|ground|case|scope|occasion|warrant)s?\b"
    r"[^.;]{0,30}\b(?:to interfere|for interference|to differ|to take a different view|made out)\b"
    r"|\b(?:not|no)\b[^.;]{0,25}\b(?:fit case|inclined|persuaded|justified)\b[^.;]{0,40}\binterfer"
    r"|\b(?:difficult|unable|not possible) to interfere\b|\bmerits? no interference\b"
    # (not "the conviction cannot be sustained / could not be upheld": the court's holding that it falls)
    r"|\b(?:conviction|convictions|sentence|judgment|order|decision)s?\b[^.;]{0,80}(?<!not\s)(?<!never\s)\b(?:is|are|stands?|be)\s+"
    r"(?:hereby\s+|accordingly\s+|therefore\s+)?(?:upheld|confirmed|affirmed|maintained|sustained)\b"
    r"|\bwe (?:uphold|confirm|affirm|maintain)\b"
    r"|\bno (?:substance|force) in (?:the|this|these|both|all the) (?:\w+\s+)?(?:appeals?|petitions?)\b"
    r"|\bwe\b[^.;]{0,80}\band (?:uphold|confirm|affirm|maintain)\s+the\s+(?:\w+\s+){0,3}(?:conviction|sentence|judgment|"
    r"order|decision|decree)"
    # "We, therefore, agree with the conclusion of the High Court, though not for the same reasons": the judgment
    # under appeal stands (roles25: Pandit Jhandu Lal v State of Punjab, whose text ends there)
    r"|\bwe\s*,?\s*(?:(?:therefore|thus|accordingly|entirely|fully|respectfully)\s*,?\s*)*(?:agree|concur)\s+with\s+the\s+"
    r"(?:(?:ultimate|final|impugned)\s+)?(?:(?:conclusions?|views?|decisions?|judgments?|orders?)\s+(?:arrived at\s+|reached\s+)?"
    r"(?:of|by)\s+the\s+high court\b|high court['\u2019]s\s+(?:(?:ultimate|final)\s+)?(?:conclusions?|views?|decisions?|"
    # (review25: not a point of the reasoning agreed, "We agree with the High Court that this dying declaration is not a
    # genuine document ...", AILA C379, "... in its appreciation of the evidence of this witness", C407)
    r"judgments?|orders?)\b|high court\b(?!\s*(?:that|in|on|as\s+to|regarding|about|['\u2019]s)\b))"
    r"(?![^.;]{0,40}\b(?:only|partly|in part|to the extent)\b)",
    _I,
)
SET_ASIDE = re.compile(
    r"\b(?:judgments?|orders?|decisions?|decrees?|convictions?|awards?|notifications?|detention|findings?|"
    r"acquittal|sentences?|directions?)\b[^.;]{0,120}\b(?:is|are|stands?|be|hereby)\s+(?:hereby\s+|accordingly\s+|"
    r"therefore\s+|also\s+)?(?:set aside|quashed|reversed|annulled|struck down)\b"
    # not one the court declines ("we are not persuaded to set aside"); "we have no hesitation to set aside" is one
    r"|\bwe\b(?:(?!(?:\b(?:not|no|unable|decline|cannot|refuse)\b|n't\b)(?!\w*\s+(?:hesitat|doubt)))[^.;]){0,30}?"
    r"\b(?:set aside|quash|reverse)\b"
    r"|\b(?:acquit|acquitted)\b[^.;]{0,40}\b(?:of (?:all )?the charges?|of the offences?|forthwith)?"
    r"|\b(?:is|are|be|stands?)\s+(?:hereby\s+)?restored\b|\brestore the\b"
    r"|\bset at liberty\b|\bdischarged from (?:their|his|her) bail\b"
    # a detenu or an accused to be freed now (not "shall not be released")
    r"|(?<!\bnot\s)\bbe\s+(?:released|set free)\s+forthwith\b"
    # not a finding the court declines to make ("we do not find the respondents guilty of contempt")
    r"|(?<!\bnot\s)(?<!\bnever\s)(?<!n't\s)\b(?:is|are|was|were|be|held|found|finding|find)\s+(?:(?!not\b|no\b)[\w,]+\s+){0,4}?"
    r"guilty of (?:committing )?(?:the offence of )?(?:the )?"
    r"(?:criminal |civil )?contempt\b"
    # a contemner sentenced: contempt was found
    r"|\bcontemners?\b[^.;]{0,60}?\b(?:is|are)\s+(?:hereby\s+)?(?:sentenced|punished)\b"
    r"|\bwe\b[^.;]{0,30}\b(?:sentence|punish)\s+(?:the|both|all|each)\s+(?:\w+\s+)?contemners?\b",
    _I,
)
# "we set aside the conviction u/s. 302 IPC and convict him u/s. 326 IPC" (the reports' abbreviation; kept out of
# ALTERED, which partial.py reads for who gained, where a far lesser offence is no "lesser offence" mix)
_CONVICTED_US = re.compile(r"\bset aside the convictions?\b[^.;]{0,120}\band\s+(?:instead\s+)?convict(?:s|ing)?\s+"
                           r"(?:the\s+\w+|him|her|them)\s+u/s\b", _I)
# the court orders the appellant freed on bail now ("should be released on bail", "shall be enlarged on bail",
# "release him forthwith"): in a bail or detention matter "disposed of", the relief asked (not "was released",
# not "shall not be released", not a plea that he be released)
RELEASED_ON_BAIL = re.compile(
    r"(?<!\bnot\s)\b(?:shall|should|will|must)\s+be\s+(?:hereby\s+|forthwith\s+)?(?:released|enlarged)\s+on\s+bail\b"
    r"|\brelease\s+(?:him|her|them|the\s+(?:appellants?|petitioners?|accused|detenus?))\s+forthwith\b"
    r"|\b(?:order|direct)\s+(?:that\s+)?(?:him|her|them|the\s+(?:appellants?|petitioners?|accused))\s+(?:to\s+be|be|shall\s+be)\s+"
    r"(?:released|enlarged)\s+on\s+bail\b"
    r"|\b(?:we|this court)\s+(?:have\s+|had\s+)?(?:hereby\s+|already\s+)?grant(?:ed)?\s+bail\s+to\s+(?:him|her|them|the\s+"
    r"(?:appellants?|petitioners?|accused))\b", _I)
_BODIES = (r"(?-i:State|Union|Government|Revenue|Board|Company|Corporation|Commissioner|Municipal|Council|Bank|"
           r"Collector|Appellants?|Respondents?|Petitioners?|Accused|High|Trial|Tribunal|Court|Department|Authority|"
           r"Registrar|Special|Central|Income|Sales|Customs|Excise|Assessee|Landlord|Tenant|Management|Workmen|"
           r"Employer|Employees?|Society|Commission|Director|Chief|Deputy|Additional|Assistant|General|District|"
           r"National|Indian|The|This|These|Such|All|Both)")
PARTIAL_PERSON = re.compile(
    r"\b(?:appellant|accused|respondent|petitioner)s?\s*(?:no\.?|nos\.?|number)?\s*\d"
    r"|\bA-?\s?\d\b|\b(?:(?<!favour )of|against)\s+(?:the\s+)?(?:first|second|third|fourth|fifth|other)\s+"
    r"(?:appellant|accused|respondent)"
    r"|\b(?:of|regarding|concerning|by)\s+(?:all\s+)?the\s+(?:remaining|other|rest of the)\s+(?:appellants?|accused|"
    r"petitioners?)\b"
    # a matter or conviction named by one person ("the appeal of Major Singh", "his appeal", "the conviction of
    # Gurdev Singh"): one of several, where a party that is an office or a body is the whole side
    r"|\b(?:appeal|conviction|convictions|sentence)s?\s+(?:of|filed by|preferred by|by|on behalf of)\s+(?:the\s+)?"
    r"(?:appellant\s+|accused\s+)?(?!" + _BODIES + r"\b)(?-i:[A-Z][a-z]{2,})\b"
    r"|^\W*(?:\d{1,3}\s*)?(?:his|her)\s+appeal\b"
    # roles27: "we confirm ... the sentence of death imposed on Balak Ram and dismiss his appeal" (AILA C159): one
    # appellant's appeal disposed of by the court's own verb
    r"|\b(?:dismiss|allow|reject|accept)\s+(?:his|her)\s+appeal\b",
    _I,
)
REMAND = re.compile(
    # not a remand to custody ("police remand", "remanded to judicial custody"), which sends back no case
    r"(?<!police )(?<!judicial )\b(?:remit|remits|remitted|remand|remanded|send back|sent back|restore[sd]? (?:to|the) "
    r"[^.;]{0,40}file)\b(?!\s+(?:\w+\s+){0,3}?(?:to|in)\s+(?:judicial\s+|police\s+|jail\s+)?custody\b)"
    r"|\b(?:decide|dispose of|hear|consider|reconsider)\b[^.;]{0,80}\b(?:afresh|de novo|anew)\b"
    r"|\bfresh (?:decision|hearing|disposal|consideration)\b"
    r"|\b(?:go|goes|sent|send)\s+back\s+to\s+the\s+(?:[\w-]+\s+){0,3}(?:officer|court|tribunal|authority|collector)\b",
    _I,
)
OTHER_ORDER = re.compile(
    r"\b(?:refer(?:red)?|place[sd]?|placed)\b[^.;]{0,60}\blarger bench\b"
    r"|\b(?:listed|list the matter|list these matters|be listed)\b[^.;]{0,60}\b(?:for|on|before|after)\b"
    r"|\binfructuous\b|\b(?:cases?|suits?|matters?|petitions?|appeals?|proceedings?|trials?|applications?)\b[^.;]{0,100}?"
    r"\b(?:is|are|be|stands?) (?:hereby )?transferred\b"
    r"|\b(?:this|as an|by way of) interim (?:measure|arrangement|order|relief)\b[^.;]{0,20}\b(?:is|shall|will)\b"
    r"|\bdismissed as (?:withdrawn|not pressed)\b",
    _I,
)
EDITORIAL = re.compile(
    r"^\s*(?:(?:[A-Z]\.\s?){1,4}\s*)?(?:(?:civil |criminal |special leave |writ |transfer |review |election )?(?:appeals?|petitions?|"
    r"applications?|reviews?|matters?|slps?|cases)(?:\s+(?:and|&)\s+(?:writ\s+)?(?:appeals?|petitions?))?\s+"
    r"(?:is\s+|are\s+)?(?:accordingly\s+)?(?:partly\s+|partially\s+)?(?:allowed|dismissed|disposed of|accepted|"
    r"rejected|allowed in part|partly allowed)(?:\s+in part|\s+partly)?|orders? accordingly|rule (?:made absolute|"
    r"discharged))\s*\.?\s*$",
    _I,
)

# the court's operative order: "In the result, ...", "For the reasons ..., we ...", "Accordingly, the appeal is ..."
OPERATIVE = re.compile(
    r"^\s*(?:\(?\d+\)?\.?\s*)?(?:in the result|in the circumstances|in view of|for the (?:foregoing |above |aforesaid |"
    r"said |reasons)|for these reasons|accordingly|consequently|therefore|hence|thus|resultantly|as a result|"
    r"in the premises|in conclusion)\b|\b(?:we|this court)\b[^.;]{0,40}\b(?:allow|dismiss|accept|reject)\b"
    r"|\b(?:in the result|accordingly)\b", _I)


@dataclass(frozen=True, slots=True)
class Cues:
    """What one sentence says about the outcome."""

    allow: bool
    dismiss: bool
    partly: bool
    altered: bool
    reduced: bool
    disposed: bool
    remand: bool
    other_order: bool
    no_merit: bool
    set_aside: bool
    person: bool
    narrative: bool
    hypothetical: bool
    majority: bool
    separate: bool

    @property
    def any(self) -> bool:
        return (self.allow or self.dismiss or self.partly or self.altered or self.reduced or self.disposed
                or self.remand or self.other_order or self.no_merit or self.set_aside)


_OCR_ARE = re.compile(r"\barc\b")
# "the appeal is, therefore. dismissed": no sentence ends there; but after an order word one does ("the appeal is
# allowed. the writ petition stands dismissed": the report printed the next sentence in lower case)
_STRAY_STOP = re.compile(r"(?<=[a-z,])(?<!allowed)(?<!dismissed)(?<!accepted)(?<!rejected)(?<!granted)(?<!quashed)"
                         r"(?<!set aside)(?<!disposed of)(?<!remanded)(?<!remitted)\.(?=\s+[a-z])")
_ARGUMENT_SUBJECT = re.compile(r"^\W*(?:(?:the|this|that|these|their|his|her|its|another|next|last)\s+)?(?:\w+\s+)?"
                               r"(?:objections?|contentions?|submissions?|pleas?|arguments?)\b", _I)
_PROVISO = re.compile(r"^\W*(?:\d{1,4}\s+)?(?:\(\w{1,4}\)\s*)?provided\s+(?:further\s+|also\s+)?that\b", _I)
# a word the printed report broke at a line end ("peti- tions", "dis- missed", "accord- ingly"): rejoined only when
# the two halves make one of the words the cue patterns read, so a real compound ("appellant- accused") stays
_BROKEN_WORD = re.compile(r"\b([a-z]{1,12})-\s+([a-z]{1,12})\b", _I)
_CUE_WORDS = frozenset(
    "appeal appeals petition petitions application applications allowed allow accepted accept dismissed dismiss "
    "dismissal rejected reject disposed accordingly therefore succeeds succeed partly partially modified pressed "
    "modification conviction convictions sentence sentences imprisonment reduced altered converted remanded "
    "remitted set quashed acquitted affirmed confirmed maintained upheld interference costs".split())


def _join_broken_words(sentence: str) -> str:
    def join(m: re.Match[str]) -> str:
        word = m.group(1) + m.group(2)
        return word if word.lower() in _CUE_WORDS else m.group(0)

    return _BROKEN_WORD.sub(join, sentence) if "- " in sentence else sentence
_ABBREV_DOT = re.compile(r"\b([A-Za-z]{1,4})\.|(\d)\.(?=\d)|\.(?=\S)")


def flatten(sentence: str) -> str:
    """One sentence with its inner abbreviation dots removed ("No. 3", "M.P.", "u/s. 302"), so that the cue
    patterns' ``[^.;]`` gaps only stop at real clause ends."""
    return _ABBREV_DOT.sub(lambda m: m.group(1) or m.group(2) or "", _NUMBERED.sub(r"\1 ", sentence))


_NUMBERED = re.compile(r"^(\s*\d{1,3}\.)(?=[A-Z])")


_NO_CUES = Cues(*([False] * 15))

# an application that names an interlocutory prayer, with its own disposal ("the application for impleadment of the
# applicant is allowed", "the application for condonation of delay is allowed and the appeal is dismissed"): it
# decides a step in the matter, not the matter, so the clause is taken out before the order cues are read
_INTERLOCUTORY_PRAYER_DECIDED = re.compile(
    r"\b(?:the\s+|this\s+|these\s+)?(?:interlocutory\s+|miscellaneous\s+)?applications?\s+(?:\w+\s+){0,2}?"
    r"(?:for|seeking)\s+(?:the\s+)?(?:impleadment|impleading|being impleaded|intervention|leave to intervene|stay|"
    r"condonation|amendment|substitution|exemption|bringing\s+on\s+record|transposition|vacating|interim|"
    r"suspension\s+of\s+(?:the\s+)?sentence)\b"
    r"[^.;,]{0,80}?\b(?:is|are|stands?|be|has\s+been|have\s+been)\s+(?:hereby\s+|accordingly\s+|also\s+)?(?:allowed|granted|"
    r"dismissed|rejected)\b", re.I)

# bail bonds or sureties discharged (after an acquittal or a sentence served): nothing before the court is dismissed
_BAIL_DISCHARGED = re.compile(
    r"\b(?:(?:his|her|their|the)\s+)?(?:bail\s+bonds?|bail|bonds?|sureties|surety\s+bonds?)(?:\s+(?:and|&)\s+(?:the\s+|"
    r"his\s+|her\s+|their\s+)?(?:sureties|surety\s+bonds?|bonds?))?\s+(?:shall\s+)?(?:stand|stands|are|is|be|shall stand)"
    r"\s+(?:hereby\s+|accordingly\s+|also\s+)?discharged\b", re.I)

# cheap substring gates: a pattern is only run when one of its key words occurs in the sentence (most sentences
# of a closing section hold none, and the full patterns cost ~1 ms per sentence)
_GATES: dict[str, tuple[str, ...]] = {
    "allow": ("allow", "accept", "succeed", "absolute", "grant", "writ"),
    "dismiss": ("dismiss", "reject", "fail", "merit", "discharg", "refused", "declined", "without grant"),
    "earlier": ("reasons", "order"),
    "partly": ("part", "extent", "concerned", "modification", "succeed", "maintain", "uphold", "upheld", "so far as",
               "insofar", "fail", "confirm", "affirm", "allow", "dismiss", "accept"),
    "altered": ("alter", "convert", "modif", "substitut", "guilty", "instead", "in its place", "in their place",
                "and convict"),
    "reduced": ("reduc", "modif", "commut", "scale", "restrict", "limit", "undergone", "served", "death",
                "convert", "alter", "instead", "in its place", "in their place", "probation"),
    "disposed": ("dispos", "accordingly"),
    "remand": ("remit", "remand", "sent back", "send back", "afresh", "de novo", "anew", "fresh", "restore",
               "back to the"),
    "other_order": ("larger bench", "list", "infructuous", "transferred", "interim", "withdrawn", "not pressed"),
    "no_merit": ("merit", "interfer", "upheld", "uphold", "confirm", "affirm", "maintain", "sustain", "no reason", "agree",
                 "concur",
                 "no substance", "no force",
                 "no ground", "differ", "made out"),
    "set_aside": ("set aside", "quash", "revers", "annul", "struck", "acquit", "restor", "liberty", "bail", "contemn", "forthwith",
                  "guilty of"),
}
_ANY_GATE = re.compile("|".join(re.escape(w) for w in sorted({w for ws in _GATES.values() for w in ws})))


_GATE_RE = {name: re.compile("|".join(re.escape(w) for w in words)) for name, words in _GATES.items()}


def _gate(low: str, name: str) -> bool:
    return _GATE_RE[name].search(low) is not None


# "Original records be sent back to the Sessions Court": the papers returned, no case sent back (a sentence that
# opens with the records as its subject; "the case along with the records is remitted" keeps its remand)
_WE_WORD = re.compile(r"\bwe\b", _I)
_RECORDS_RETURNED = re.compile(
    r"^\W*(?:\d{1,3}\.\s*)?(?:let\s+)?(?:the\s+)?(?:original\s+|lower court\s+|trial court\s+)?(?:records?|papers)\s+"
    r"(?:be|are|is|shall be|will be|may be|to be)\s+(?:\w+\s+)?(?:sent back|send back)\b(?![^.;]{0,80}\b(?:afresh|"
    r"de novo|anew|fresh|decide|decision|disposal|hearing)\b)", _I)


def read_cues(sentence: str, gated: bool = True) -> Cues:
    """The outcome cues of one sentence (no context). ``gated=False`` runs every pattern (for testing that the
    substring gates never change a result)."""
    s = _STRAY_STOP.sub("", _OCR_ARE.sub("are", _join_broken_words(flatten(sentence))))
    s = _INTERLOCUTORY_PRAYER_DECIDED.sub(" ", s)  # "the application for impleadment is allowed": not the matter
    s = _BAIL_DISCHARGED.sub(" ", s)  # "his bail bonds stand discharged": the release's paperwork, no dismissal
    s = _RECORDS_RETURNED.sub(" ", s)
    low = s.lower()
    if gated and not _ANY_GATE.search(low):
        return _NO_CUES
    if _PROVISO.match(s):  # a statute's proviso quoted in the reasons ("Provided that ... subject to the
        return _NO_CUES    # modification that ..."): the legislature's words, never the court's order

    def run(name: str, pattern: re.Pattern[str]) -> re.Match[str] | None:
        return pattern.search(s) if not gated or _gate(low, name) else None

    allow, dismiss, set_aside = run("allow", ALLOW), run("dismiss", DISMISS), run("set_aside", SET_ASIDE)
    if set_aside is None:
        freed = run("set_aside", RELEASED_ON_BAIL)
        set_aside = freed if freed and not ASKED_CHANGE.search(s, 0, freed.start()) else None
    if dismiss and dismiss.group(0).lower().endswith("rejected") and _ARGUMENT_SUBJECT.match(s):
        dismiss = None  # "the objection that the State has no locus standi to file this appeal must be rejected"
    if dismiss and _NOT_ON_MERITS.search(dismiss.group(0)):
        dismiss = None  # "C.M.P. No. 41 was not pressed and is dismissed": nothing decided on the merits
    if dismiss and all(_interlocutory(s, m) for m in DISMISS.finditer(s)):
        dismiss = None  # "the interlocutory application for stay is dismissed": not the matter
    if dismiss and _ARGUMENT_REJECTED.search(s):
        dismiss = None  # "the argument has no substance and we reject it"
    if dismiss and _only_below_dismissed(s):
        # "the writ petition filed by the respondents in the High Court is dismissed": the proceeding below, so
        # the appellant won (an appeal dismissed in the same sentence keeps the dismissal)
        allow, dismiss = allow or dismiss, None
    if (allow or dismiss) and _pleaded_order(s, [m for m in (allow, dismiss) if m is not None]):
        allow = dismiss = None  # "counsel for the respondent-State submitted that ... the appeal was to be dismissed"
    if allow and dismiss and _WE_ALLOW.search(s) and not _appeal_clauses(s)["dismiss"]:
        dismiss = None  # "we allow the appeals, set aside the orders in the writ petitions and order that these writ
        # petitions be rejected": the consequence below of the appeals allowed
    if dismiss and not allow and set_aside and set_aside.start() < dismiss.start():
        # "the impugned judgment is set aside and the writ petition (below) is dismissed": a win
        allow, dismiss = set_aside, None
    earlier = run("earlier", EARLIER_ORDER) if not (allow or dismiss) else None
    if earlier is not None:
        if earlier.group("a1") or earlier.group("a2") or earlier.group("a3"):
            allow = earlier
        else:
            dismiss = earlier
    altered, reduced = run("altered", ALTERED) or run("altered", _CONVICTED_US), run("reduced", REDUCED)
    if (altered or reduced) and REFUSED_CHANGE.search(s):
        altered = reduced = None  # the change was asked for and refused
    if altered and _to_graver(s):
        altered = None  # altered up to a graver offence (s. 304 Part II -> s. 302): what the appeal asked for
    if (altered or reduced) and _asked_not_made(s, [m for m in (altered, reduced) if m is not None]):
        altered = reduced = None  # the change a party asked for, recorded
    if set_aside:  # "the order of the High Court converting the offence ... is set aside": the change below undone
        altered = None if altered and _undone_below(altered, set_aside) else altered
        reduced = None if reduced and _undone_below(reduced, set_aside) else reduced
    partly = run("partly", PARTLY_EXPLICIT)
    disposed = run("disposed", DISPOSED)
    if disposed and _CRITICISED_DISPOSAL.search(s, disposed.start()):
        disposed = None  # a court below's disposal, criticised
    main = (bool(allow), bool(dismiss), bool(partly), bool(altered), bool(reduced), bool(disposed), bool(run("remand", REMAND)),
            bool(run("other_order", OTHER_ORDER)), bool(run("no_merit", NO_MERIT)), bool(set_aside))
    if gated and not any(main):
        return _NO_CUES
    # the context cues only matter for a sentence that says something about the outcome
    # a condition makes the order hypothetical only when it governs it ("if the appeal is allowed ..."); one
    # that follows the order ("we allow the appeal and direct that he be considered whether ...") does not; nor does
    # the sentencing formula "ten years would meet the ends of justice" / "would be sufficient"
    order = [m for m in (allow, dismiss) if m is not None]
    scope = s[: max(m.end() for m in order)] if order else s
    # so does a narrative clause: "the appeal is allowed partially, ... It is declared that the plaintiff was ..."
    # tells what the order does, not what a court below did
    told = [m for m in (allow, dismiss, partly) if m is not None]
    story = s[: max(m.end() for m in told)] if told else s
    # a court below's story told in an earlier clause ("his conviction by the courts below were quite in order and
    # this appeal must therefore stand dismissed") is not the order's own clause
    opening = min(m.start() for m in told) if told else 0
    bounds = [m.end() for m in _CLAUSE_BOUNDARY.finditer(s, 0, opening)]
    start = bounds[-1] if bounds else 0
    if not told and set_aside is not None:
        # "in view of the fact that he has been in jail ..., we order him to be released on bail": the story is the
        # reason of the court's own act, read from its "we"
        we = [m.start() for m in _WE_WORD.finditer(s, max(0, set_aside.start() - 40), set_aside.start() + 1)]
        start = max(start, we[-1]) if we else start
    narrative = earlier is None and bool(NARRATIVE.search(story, start))
    formula = "justice" in low or "sufficient" in low or "adequate" in low or "unless" in low
    hypothetical = bool(HYPOTHETICAL.search(_SENTENCE_SUFFICES.sub(" ", scope) if formula else scope))
    if hypothetical and _POLITE_ORDER.match(s):
        hypothetical = False  # "It would be therefore appropriate to set aside ... and remit": the court's order
    if allow and dismiss and not partly and not narrative and not hypothetical and _two_parties_appeals(s):
        main = (main[0], main[1], True, *main[3:])  # one party's appeal allowed, another's dismissed
    return Cues(*main, person=bool(PARTIAL_PERSON.search(s)), narrative=narrative, hypothetical=hypothetical,
                majority=bool(MAJORITY.search(s)), separate=bool(SEPARATE_OPINION.search(s)))


# the court's sentencing formula ("the ends of justice would be met by ...", "ten years would meet the ends of
# justice", "the period undergone would be sufficient"): a holding on the sentence, not a condition
# ("it will be sufficient if the sentence is reduced": the formula's "if" is the court's choice, not a condition),
# and the release formula "set at liberty forthwith unless required in any other case"
_SENTENCE_SUFFICES = re.compile(r"(?:\bends of (?:the )?justice (?:would|will) be (?:met|served|subserved)\b"
                                r"|\b(?:would|will) (?:meet|serve|subserve) (?:the )?ends of (?:the )?justice\b"
                                r"|\b(?:would|will) be (?:sufficient|adequate)\b)(?:\s+if\b)?"
                                r"|\bunless\s+(?:(?:he|she|they)\s+(?:is|are)\s+)?(?:otherwise\s+)?(?:required|wanted)\s+"
                                r"(?:to be detained\s+)?in\s+(?:any|some)\s+other\s+(?:case|connection|matter|offence)s?\b", _I)


# the court's own order in its polite form, as the sentence's whole opening ("5. It would be therefore appropriate
# to set aside the impugned judgment and remit the matter to the High Court"; not counsel's submission that it would,
# nor "if ..., it would be appropriate to ..."; roles23)
_POLITE_ORDER = re.compile(r"^\W*(?:\d{1,3}\s*\W\s*)?(?:in (?:the|these) circumstances\s*,?\s*|accordingly\s*,?\s*|"
                           r"therefore\s*,?\s*)?it\s+would\s+be\s+(?:therefore\s+|accordingly\s+|thus\s+|hence\s+|, therefore,\s+)?"
                           r"(?:appropriate|proper|just and proper|expedient)\s+(?:for us\s+)?to\s+(?:set aside|remit|"
                           r"remand|allow|dismiss|quash)\b", _I)

# a section number ("302", "302/149", "s. 34", "120-B"), not a year or a case number's digits
_SECTION_NO = re.compile(r"(?<![\w.])(\d{2,3})(?:-?\s?(?-i:[A-Z])\b)?(?!\w)")
_JOINT_LIABILITY = frozenset({"34", "149", "120"})


# an offence named in an alteration: "s. 302", "Section 304 Part II", "s.304(1)", "304-B", "u/s 326"
_OFFENCE = (r"(?:(?:s|ss|sec|secs|section|sections|u/s)\b\.?\s*)?(?<!\w)(?<!\d\.)(?P<{n}>\d{{3}}(?:\s?-?\s?(?-i:[AB])\b)?"
            r"(?:\s*(?:,\s*)?(?:part|pt)\.?\s*-?\s*(?:I{{1,2}}|1|2)\b|\s*\([12]\))?)(?![\w/])"
            r"(?:\s+(?:of\s+the\s+)?(?:indian penal code|i\.\s?p\.\s?c\b\.?|ipc\b))?")
# how grave an offence against the body is (IPC), where the reports alter convictions up and down; an offence not
# here is not ranked
_GRAVITY = {"302": 10, "396": 10, "304 I": 8, "304B": 8, "304 II": 7, "307": 7, "308": 5, "326": 5, "325": 4,
            "324": 3, "304A": 3, "323": 2, "335": 2}
# (to, from) pairs an alteration names: "substitute the conviction under s. 302 ... in place of the conviction
# under s. 304 Part II"; "alter the conviction from s. 304 Part II to s. 302"; "set aside the conviction under
# s. 304 and convict him under s. 302"
_ALTERATION_PAIRS = (
    re.compile(r"\bsubstitut\w*\s+(?:the\s+|a\s+)?convictions?\s+(?:of\s+(?:the\s+)?\w+\s+)?(?:under|for)\s+"
               + _OFFENCE.format(n="to") + r"[^.;]{0,80}?\b(?:in place of|instead of|for)\s+(?:the\s+|his\s+|her\s+|"
               r"their\s+)?(?:convictions?\s+)?(?:(?:under|for)\s+)?(?:the\s+offences?\s+(?:under|of)\s+)?"
               + _OFFENCE.format(n="from"), _I),
    re.compile(r"\b(?:alter|altered|alters|altering|convert|converted|converting|modif(?:y|ied|ies|ying)|alteration|"
               r"conversion|convictions?)\b[^.;]{0,60}?\bfrom\s+(?:one\s+under\s+|that\s+under\s+|the\s+offences?\s+"
               r"(?:under|of)\s+)?" + _OFFENCE.format(n="from") + r"[^.;]{0,40}?\b(?:to|into)\s+(?:one\s+|that\s+|an?\s+"
               r"offence\s+|the\s+offence\s+)?(?:(?:under|of)\s+)?" + _OFFENCE.format(n="to"), _I),
    re.compile(r"\bconvictions?\s+(?:of\s+(?:the\s+)?\w+\s+)?(?:under|for)\s+" + _OFFENCE.format(n="from")
               + r"[^.;]{0,60}?\b(?:altered|converted|modified)\s+(?:to|into)\s+(?:one\s+|that\s+|an?\s+offence\s+|"
               r"the\s+offence\s+)?(?:(?:under|of)\s+)?" + _OFFENCE.format(n="to"), _I),
    re.compile(r"\bset aside the convictions?\s+(?:of\s+(?:the\s+)?\w+\s+)?(?:under|for)\s+" + _OFFENCE.format(n="from")
               + r"[^.;]{0,120}?\bconvict(?:s|ing)?\s+(?:the\s+\w+|him|her|them)\s+(?:under|for|of)\s+"
               + r"(?:the\s+offences?\s+(?:under|of)\s+)?" + _OFFENCE.format(n="to"), _I),
)


def _rank(offence: str) -> int | None:
    o = re.sub(r"[\s.,-]+", " ", offence.upper()).strip()
    base = re.match(r"\d{3}", o).group(0)
    tail = o[3:].replace(" ", "")
    if base == "304":
        if tail.startswith(("A", "B")):
            return _GRAVITY.get("304" + tail[0])
        part = re.sub(r"^(?:PART|PT)", "", tail).strip("()")
        return _GRAVITY["304 I"] if part in ("I", "1") else _GRAVITY["304 II"]
    return _GRAVITY.get(base)


def _to_graver(s: str) -> bool:
    """The conviction is altered to a graver offence than the one it replaces (the State's appeal for a murder
    conviction allowed): that is the appellant's full win, not a partial outcome."""
    for pat in _ALTERATION_PAIRS:
        for m in pat.finditer(s):
            to, frm = _rank(m.group("to")), _rank(m.group("from"))
            if to is not None and frm is not None:
                return to > frm
    return False


def _same_offence_relabelled(s: str) -> bool:
    """A conviction "altered" from s.302 to s.302/34 (or s.302/149 to s.302/34): one substantive section, only the
    common intention / common object / conspiracy section changes. The same offence and sentence stand (AILA
    rule 8), so no partial outcome beside an explicit order. (The cue itself stays: with no order, the change
    may be all the text says of a result that is partial on other counts, a second conviction set aside.)"""
    numbers = set(_SECTION_NO.findall(re.sub(r"^\W*\d{1,3}\W*\s", "", s)))  # not the paragraph's number
    return bool(numbers & _JOINT_LIABILITY) and len(numbers - _JOINT_LIABILITY) == 1 and "part" not in s.lower()


def _asked_not_made(s: str, changes: list[re.Match[str]]) -> bool:
    """The sentence records a party's plea for the change (before the change's words) and the court makes no change
    in it."""
    asked = ASKED_CHANGE.search(s)
    return bool(asked) and asked.start() < min(m.start() for m in changes) and not COURT_CHANGES.search(s)


_SUBMITTED = re.compile(
    r"\b(?:counsel|mr|mrs|ms|shri|sri|smt|advocate|solicitor[- ]general|attorney[- ]general|appellants?|"
    r"petitioners?|respondents?|accused|state)\b[^.;]{0,150}?\b(?:argued|submitted|contended|urged|canvassed|pleaded)\s+"
    r"(?:\w+\s+){0,3}?that\b"
    r"|\bit\s+(?:was|is|has been)\s+(?:\w+\s+){0,2}?(?:argued|submitted|contended|urged|canvassed)\s+(?:\w+\s+){0,3}?that\b",
    _I)
_COURT_ACTS = re.compile(r"\b(?:we|us|this court)\b|\b(?:accordingly|therefore|hence|consequently)\b", _I)


def _pleaded_order(s: str, orders: list[re.Match[str]]) -> bool:
    """roles28: the disposal is what a party asked for ("In response, learned counsel for the respondent-State
    submitted that though the judgment of the High Court does not indicate the reasons, but the evidence on record
    justifies the ultimate conclusion that the appeal was to be dismissed", AILA C1750): a plea recorded before
    every disposal word of the sentence, in the same clause (no ";" or "and the ..." between), and nothing of the
    court's own ("we", "this court", an "accordingly" order) in the sentence."""
    asked = _SUBMITTED.search(s)
    if asked is None or _COURT_ACTS.search(s):
        return False
    first = min(m.start() for m in orders)
    return asked.end() <= first and not _CLAUSE_BOUNDARY.search(s, asked.end(), first)


_CLAUSE_BOUNDARY = re.compile(r"\band\s+(?=(?:this|the|these|that|all|it)\b)|;", _I)
_ARGUMENT_REJECTED = re.compile(rf"\b{_ARGUMENT}\b[^.;]{{0,120}}\bwe\s+(?:\w+\s+)?(?:reject|negative|overrule)\s+(?:it|them)\b", _I)
# the proceeding below: a petition / application / suit filed by the respondent, or in / before a court below
_BELOW = re.compile(
    r"^\W*(?:the\s+|all\s+the\s+|consequently\s*,?\s*the\s+)?(?:original\s+|civil\s+|criminal\s+)?"
    r"(?:writ\s+petitions?|petitions?|applications?|suits?|complaints?|claims?|original applications?)\b"
    r"(?![^.;]{0,80}?\bby the appellants?\b)"
    r"(?:(?=[^.;]{0,80}?\b(?:filed|preferred|instituted|moved|brought)\b)"
    r"[^.;]{0,80}?\b(?:by (?:the )?(?:\w+\s+)?respondents?|(?:in|before) the (?:[\w-]+\s+){0,2}(?:court|tribunal|"
    r"commission|authority|board))"
    # or named by the court it lies in, with no "filed" ("the writ petition in the High Court is dismissed"): a court
    # qualified by a word (a bare "before the Court" is this court), never the Supreme Court
    r"|\s+(?:[\w()/-]+\s+){0,5}?(?:in|before) the (?!supreme\b|apex\b)(?:[\w-]+\s+){1,2}(?:court|tribunal|"
    r"commission|authority|board|judge))\b", _I)
_NEGATED = re.compile(r"\b(?:not|never|cannot|nor)\b|\bno\b(?!\s*\d)|n't\b", _I)  # not "No. 5" (a number)
# what stands right before a dismissal's subject when the subject is an interlocutory application: "I.A. No. 1/99
# filed in [SLP No. ...]", "the interlocutory [application]", "the stay [application]"
_INTERLOCUTORY_BEFORE = re.compile(r"(?:\b(?:i\s?as?|c\s?m\s?ps?|crl\s?m\s?ps?|m\s?ps?)\s*(?:nos?\s*)?\d[\w/().-]*"
                                   r"(?:\s+of\s+\d{2,4})?\s+(?:filed\s+)?in\s+(?:the\s+)?|\b(?:interlocutory|miscellaneous|"
                                   r"stay|bail)\s+)$", _I)


def _interlocutory(s: str, m: re.Match[str]) -> bool:
    """The dismissal's subject is an interlocutory application, not the matter."""
    return bool(_INTERLOCUTORY_BEFORE.search(s, max(0, m.start() - 60), m.start()))
_WE_ALLOW = re.compile(rf"{_WE}(?:allow|accept)\s+(?:(?:the|this|these|both|all)\s+)?(?:\w+\s+)?(?:appeals?|slps?)\b", _I)
_THIS_COURTS_MATTER = re.compile(r"\b(?:appeals?|slps?|special leave)\b", _I)


# a petition that only a court below tries ("the election petition is dismissed", "Consequently eviction Petition stands
# dismissed"): this court never decides one first, so dismissing it ends the proceeding below - the appellant won
_BELOW_KIND = re.compile(r"^\W*(?:(?:the|that)\s+)?(?:election|eviction|ejectment)\s+(?=petitions?\b)"
                         r"|\b(?:election|eviction|ejectment)\s+$", _I)


def _below_by_kind(s: str, m: re.Match[str]) -> bool:
    return bool(_BELOW_KIND.search(m.group(0)) or _BELOW_KIND.search(s, max(0, m.start() - 12), m.start()))


def _only_below_dismissed(s: str) -> bool:
    """Every dismissal in the sentence disposes of a proceeding below, none of this court's own matter."""
    found = False
    if _NEGATED.search(s):
        return False  # "this does not mean that the writ petitions filed in the High Court should be dismissed"
    for m in DISMISS.finditer(s):
        said = m.group(0)
        if _interlocutory(s, m):
            continue
        if _THIS_COURTS_MATTER.search(said) or not (_BELOW.search(s[m.start():m.end()]) or _below_by_kind(s, m)):
            return False
        found = True
    return found


def _undone_below(change: re.Match[str], set_aside: re.Match[str]) -> bool:
    """The change is the court below's, named by a gerund inside what this court sets aside ("the order ...
    converting the offence ... is set aside")."""
    return change.group(0).split(None, 1)[0].lower().endswith("ing") and (
        set_aside.start() < change.start() < set_aside.end())


_ORDER_VERB = re.compile(r"\b(?:allow|accept|dismiss|reject|allowed|accepted|dismissed|rejected|succeeds?|succeed|"
                         r"fails?|fail)\b", _I)
_ACTIVE = ("allow", "accept", "dismiss", "reject")
_NAMES_APPEAL = re.compile(r"\b(?:appeals?|slps?|special leave petitions?|cross-appeals?|that of|those of|"
                           rf"as against|{_APPEAL_ABBREV_NO})\b", _I)
# an appeal told apart from another by whose or which it is ("the appeal of the Board", "that of the contractor",
# "the appeals filed by the promotees", "as against the second respondent", "C.A. No. 9", "Civil Appeal 105/60",
# "the cross appeal")
_WHOSE_APPEAL = re.compile(r"\b(?:appeals?|slps?|petitions?)\s+(?:(?:filed|preferred|instituted)\s+)?(?:of|by)\b"
                           r"|\b(?:that|those) of\b|\bas against\b|\b(?:cross|connected|other|first|second)[\s-]+appeals?\b"
                           rf"|\b\w+'s\s+appeals?\b|\bappeals?\s*(?:nos?\.?\s*)?\d|\b{_APPEAL_ABBREV_NO}", _I)
_ACTIVE_OBJECT_END = re.compile(r"[,;]|\b(?:since|because|though|although|but|as|whereas|while)\b", _I)
# where a passive verb's subject starts: a comma, "while", or "and" that opens a new subject ("... are allowed, and
# the appeals by the promotees are dismissed"; not "the appeals and writ petitions of ...")
_CLAUSE_START = re.compile(r"[,;]|\bwhile\b|\bwhereas\b|\band\s+(?=(?:the|that|those|all|is|are|each)\b)", _I)


def _two_parties_appeals(s: str) -> bool:
    """One sentence that allows one appeal and dismisses another ("the appeal of the Union is allowed and that
    of the company fails and is dismissed", "allowed as against the first respondent and dismissed as against
    the second"): each verb's own clause (the object after an active verb, the subject before a passive one)
    names an appeal. An appeal allowed and the suit or writ petition below dismissed is not two appeals, and
    neither is "the appeal" said to be both, unqualified (a contradiction, e.g. text appended to an order, is not
    a mixed result): one of the appeals must be told apart by whose or which it is."""
    clauses = _appeal_clauses(s)
    return bool(clauses["allow"] and clauses["dismiss"]
                and any(_WHOSE_APPEAL.search(c) for c in clauses["allow"] + clauses["dismiss"]))


# the words between a clause's subject and its verb ("... are hereby", "shall stand"), one list for both readers below
_AUX_WORDS = ("is", "are", "be", "would", "shall", "will", "must", "should", "stand", "stands", "hereby", "accordingly",
              "therefore", "also")
_AUXILIARY_ONLY = re.compile(rf"[\s,]*(?:(?:{'|'.join(_AUX_WORDS)})\s+)*", _I)


def _without_aux_tail(x: str) -> str:
    """``x`` without the auxiliaries that end it ("... Keshav Singh (A-9) are" -> "... Keshav Singh (A-9)")."""
    words = x.split()
    while words and words[-1].lower() in _AUX_WORDS:
        words.pop()
    return " ".join(words)


_LIST_ITEM_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|be|been|shall|will|would|must)\b", _I)


def _appeal_clauses(s: str) -> dict[str, list[str]]:
    """For each side of the order (allow / dismiss): its verbs' own clauses that name an appeal disposed of on
    the merits."""
    verbs = list(_ORDER_VERB.finditer(s))
    sides: dict[str, list[str]] = {"allow": [], "dismiss": []}
    for i, v in enumerate(verbs):
        word = v.group(0).lower()
        kind = "allow" if word.startswith(("allow", "accept", "succeed")) else "dismiss"
        nxt = verbs[i + 1].start() if i + 1 < len(verbs) else len(s)
        if word in _ACTIVE:  # the object, up to the clause's end (a run-on sentence's later clauses are not it)
            clause = _ACTIVE_OBJECT_END.split(s[v.end():nxt], maxsplit=1)[0][:160]
        else:
            prev = verbs[i - 1].end() if i else 0
            # (not a comma just before the verb's own auxiliary: "the appeals filed by X and his wife, would stand
            # dismissed")
            starts = [m.end() for m in _CLAUSE_START.finditer(s, prev, v.start())
                      if not _AUXILIARY_ONLY.fullmatch(s, m.end(), v.start())]
            start = starts[-1] if starts else prev
            if not _NAMES_APPEAL.search(s, start, v.start()):
                # the subject is a list of names whose commas are no clause's start ("the appeals of Thakur Singh
                # (A-1), Akhilesh Ojha (A-5) and Keshav Singh (A-9) are allowed and that of Ram Pravesh Singh (A-2),
                # ... are dismissed"): back to the clause start that names the appeal, over list items only (roles26)
                for a in reversed([prev] + starts[:-1]):
                    if _NAMES_APPEAL.search(s, a, v.start()):
                        items = _without_aux_tail(s[a:v.start()]).split(",")[1:]
                        if all(len(x.split()) <= 8 and not _LIST_ITEM_VERB.search(x) for x in items):
                            start = a
                        break
            prev = start
            tail = re.split(r"\band\b|\bwhile\b|,|;", s[v.end():nxt], maxsplit=1)[0]
            clause = s[prev:v.end()] + tail
        if kind == "dismiss" and _NOT_ON_MERITS.search(clause):
            continue
        if _NAMES_APPEAL.search(clause):
            sides[kind].append(clause)
    return sides


@dataclass(frozen=True, slots=True)
class OutcomeResult:
    """The detected outcome, the sentence that decided it (offsets into the stored text) and why."""

    outcome: Outcome
    span: Span | None
    rule: str  # e.g. "explicit: allowed", "partial: sentence reduced", "no cue"
    source: str  # where the deciding sentence came from: "facet", "tail", "editorial" or ""
    confident: bool  # False for weak (implicit / editorial-only) evidence

    def sentence(self, text: str) -> str:
        return text[self.span.start : self.span.end] if self.span else ""


@dataclass(frozen=True, slots=True)
class _Candidate:
    span: Span
    text: str
    cues: Cues
    origin: str  # "facet" | "tail"


# ---- candidate sentences ---------------------------------------------------------------------------------

def _lines_backwards(text: str):
    """Non-empty lines of ``text`` as stripped spans, last first (no pass over the whole text)."""
    end = len(text)
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        stripped = line.strip()
        if stripped:
            a = start + line.index(stripped[0])
            yield Span(a, a + len(stripped))
        end = start - 1


def tail_paragraphs(text: str, max_paragraphs: int = 6, min_chars: int = 2500) -> list[Span]:
    """The closing paragraphs: at least ``max_paragraphs`` of them or ``min_chars`` characters, whichever is
    more (a closing order is often split into several short paragraphs); at most 40."""
    out: list[Span] = []
    size = 0
    for p in _lines_backwards(text):
        if len(out) >= max_paragraphs and size >= min_chars:
            break
        out.append(p)
        size += len(p)
        if len(out) >= 40:
            break
    return out[::-1]


def editorial_line(text: str) -> Span | None:
    """The short editorial disposal line some reporters append ("Appeal allowed."), if the text ends with one."""
    last = next(_lines_backwards(text), None)
    if last is not None and len(last) <= 80 and EDITORIAL.match(text[last.start : last.end]):
        return last
    return None


def candidate_sentences(text: str, decision_spans: Sequence[Span], source: Source = "both") -> list[_Candidate]:
    """Sentences to read, in text order, each with its cues. A trailing editorial line is never a candidate:
    it is only a fallback when the judgment itself states nothing (see ``detect_outcome``)."""
    ed = editorial_line(text)
    spans: dict[tuple[int, int], str] = {}
    if source in ("facet", "both"):
        split: dict[Span, list[Span]] = {}  # a paragraph holding several decision spans is split once
        for d in decision_spans:
            for para in _paragraphs_in(text, d):
                if para not in split:
                    split[para] = sentence_spans(text, para)
                for s in split[para]:
                    if s.end > d.start and s.start < d.end:
                        spans.setdefault((s.start, s.end), "facet")
    if source in ("tail", "both"):
        for para in tail_paragraphs(text):
            for s in sentence_spans(text, para):
                spans.setdefault((s.start, s.end), "tail")
    out: list[_Candidate] = []
    for (a, b), origin in _split_glued_numbers(text, _rejoin_numbers(text, sorted(spans.items()))):
        if ed is not None and a >= ed.start:
            continue
        body = text[a:b]
        if len(body) > 3000:  # an over-long "sentence" (a table, a run-on header): look at its end only
            a = b - 3000
            body = text[a:b]
        if _standalone_line(text, a, b) and EDITORIAL.match(body):
            origin = "inline-editorial"  # a bare "Appeal allowed." line inside the text: not the court's order
        elif _quoted(text, a):
            origin = "quoted"  # an order quoted from another judgment or from the court below
        out.append(_Candidate(Span(a, b), body, read_cues(_SINGLE_QUOTE.sub(" ", _INLINE_QUOTE.sub(" ", body))), origin))
    return out


_NUMBER_ABBREV = re.compile(r"\b(?:No|Nos|no|nos)\.$")
# a paragraph number run into the sentence before it ("... State of A. P.8 15.For the above reasons, the appeals ...
# are dismissed"): the printed paragraph break lost, so the number and no space after its dot start a new sentence
_GLUED_NUMBER = re.compile(r"(?<=\S\s)\d{1,3}\\?\.(?=[A-Z][a-z])")


def _split_glued_numbers(text: str, spans: list[tuple[tuple[int, int], str]]) -> list[tuple[tuple[int, int], str]]:
    """Sentences split again where a paragraph number is glued to the next sentence's first word: the order that
    follows is read as its own sentence, not as the end of the one before (whose court below's story made it
    narrative)."""
    out: list[tuple[tuple[int, int], str]] = []
    for (a, b), origin in spans:
        cuts = [a + m.start() for m in _GLUED_NUMBER.finditer(text[a:b])]
        for x, y in zip([a, *cuts], [*cuts, b]):
            body = text[x:y]
            if body.strip():
                lead = len(body) - len(body.lstrip())
                out.append(((x + lead, x + len(body.rstrip())), origin))
    return out


def _rejoin_numbers(text: str, spans: list[tuple[tuple[int, int], str]]) -> list[tuple[tuple[int, int], str]]:
    """Sentences split after "No." in front of a number ("petition No. | 96 of 1957 must be allowed", even across
    a printed line break) joined again: the order naming a numbered matter must be read whole. So are sentences
    split by a stray full stop inside a line ("The appeal is, therefore. dismissed"): a sentence never starts
    with a lower-case word."""
    out: list[tuple[tuple[int, int], str]] = []
    for (a, b), origin in spans:
        if out:
            (pa, pb), porigin = out[-1]
            gap = text[pb:a]
            if (_NUMBER_ABBREV.search(text[pa:pb]) and text[a:a + 1].isdigit() and not gap.strip()
                    and a - pb <= 3):
                out[-1] = ((pa, b), porigin)
                continue
            if (text[a:a + 1].islower() and text[pb - 1:pb] == "." and not gap.strip() and "\n" not in gap
                    and a - pb <= 2):
                out[-1] = ((pa, b), porigin)
                continue
        out.append(((a, b), origin))
    return out


_INLINE_QUOTE = re.compile(r"[\"\u201c][^\"\u201c\u201d]{1,400}[\"\u201d]")
# words in single quotes: a straight quote that opens after a space and closes before one (not an apostrophe:
# "the appellants' appeal"), or one opened by a backtick or a curly mark
_SINGLE_QUOTE = re.compile(r"(?<![\w'])'(?=\w)[^'\n]{1,400}?'(?!\w)|[`\u2018][^`'\u2018\u2019\n]{1,400}['\u2019]")
_OPEN_QUOTE = re.compile(r"[\"\u201c\u2018']\s*$")
# a straight quote right after a full stop or another quote closes a quotation ("... to do so'.\" For these
# reasons ..."): the sentence after it is the court's own
_CLOSING_QUOTE = re.compile(r"[.!?'\"\u2019\u201d]\s?[\"']\s*$")


def _standalone_line(text: str, a: int, b: int) -> bool:
    """The sentence is a whole line by itself."""
    before = text[text.rfind("\n", 0, a) + 1 : a]
    nl = text.find("\n", b)
    after = text[b : len(text) if nl < 0 else nl]
    return not before.strip() and not after.strip()


def _quoted(text: str, a: int) -> bool:
    """The sentence opens with a quotation mark, or its paragraph does and it is not closed before it."""
    line_start = text.rfind("\n", 0, a) + 1
    lead = text[line_start:a]
    opening = _OPEN_QUOTE.search(text[max(line_start, a - 2) : a]) and not _CLOSING_QUOTE.search(
        text[max(line_start, a - 4) : a])
    if opening or text[a : a + 1] in "\"\u201c":
        return True
    stripped = lead.lstrip()
    return bool(stripped) and stripped[0] in "\"\u201c" and stripped.count("\u201d") + stripped.count('"') < 2


def _paragraphs_in(text: str, span: Span) -> list[Span]:
    """The paragraphs (lines) a span touches, clipped to whole lines."""
    start = text.rfind("\n", 0, span.start) + 1
    end = text.find("\n", span.end)
    end = len(text) if end < 0 else end
    out: list[Span] = []
    pos = start
    for line in text[start:end].split("\n"):
        if line.strip():
            lead = len(line) - len(line.lstrip())
            out.append(Span(pos + lead, pos + len(line.rstrip())))
        pos += len(line) + 1
    return out


# ---- the rule ----------------------------------------------------------------------------------------------

def detect_outcome(text: str, decision_spans: Sequence[Span] = (), source: Source = "both",
                   editorial: bool = True) -> OutcomeResult:
    """The outcome of a judgment from its normalised ``text`` and decision-facet spans; never raises on odd
    input (an empty or cue-less text gives ``unknown``)."""
    try:
        return _detect(text or "", list(decision_spans or ()), source, editorial)
    except Exception as exc:  # a pathological text must never break a search
        return OutcomeResult("unknown", None, f"error: {type(exc).__name__}", "", False)


def _detect(text: str, decision_spans: list[Span], source: Source, editorial: bool) -> OutcomeResult:
    fi = first_instance(text)
    if fi is not None:  # a trial or a suit: its verdict, read from the side that brought the case (trial30)
        verdict = first_instance_outcome(text, fi.kind)
        if verdict is not None:
            return verdict
    cands = candidate_sentences(text, decision_spans, source)
    cands = _majority_order(cands)
    explicit = [c for c in cands if _explicit(c.cues) and c.origin not in ("inline-editorial", "quoted")]
    if not explicit:  # only a bare or quoted line states it: weaker than any sentence of the court's own
        cands = [c for c in cands if c.origin != "quoted"]
        explicit = [c for c in cands if _explicit(c.cues)]
    if explicit:
        last = explicit[-1]
        zone = _closing_zone(cands, explicit)
        result = _decide_explicit(zone, last)
        earlier = _batch_also(cands[: len(cands) - len(zone)], last, result)
        if earlier is not None:
            if not _ALSO_ORDER.search(flatten(last.text)):  # one appellant's appeal decided last (roles27)
                return OutcomeResult("partly", last.span, "partial: some appellants succeed, others fail (one "
                                     "appellant's appeal decided last)", last.origin, True)
            return OutcomeResult("partly", last.span, "partial: this matter also decided, an earlier one otherwise",
                                 last.origin, True)
        headed = _headed_matters_split(text, explicit, result)
        if headed is not None:
            return OutcomeResult("partly", headed.span, "partial: some matters allowed, others dismissed (each under "
                                 "its own heading)", headed.origin, True)
        if result.rule == "disposed of without allow/dismiss":
            # "disposed of in the above terms": the terms are the court's orders just before (a conviction altered
            # to a lesser offence, a sentence cut), which can sit further back than the closing zone
            start = len(cands) - len(zone)
            back = [c for c in cands[max(0, start - 12):start] if (c.cues.altered or c.cues.reduced)
                    and not c.cues.narrative and not c.cues.hypothetical
                    and (c.cues.reduced or not _same_offence_relabelled(flatten(c.text)))]
            if back:
                c = back[-1]
                what = "conviction altered" if c.cues.altered else "sentence reduced"
                return OutcomeResult("partly", c.span, f"partial: {what} (then disposed of)", c.origin, True)
            upheld = _upheld_before_disposal(cands[max(0, start - 8):], last)
            if upheld is not None:
                return OutcomeResult("dismissed", upheld.span, "disposed of, the order below upheld", upheld.origin,
                                     False)
            relief = _set_aside_before_disposal(cands[max(0, start - 12):], last)
            if relief is not None:
                return OutcomeResult("allowed", relief.span, "disposed of, order set aside above", relief.origin,
                                     False)
        return result
    implicit = _decide_implicit(cands)
    if implicit is not None:
        head = _headnote(text)
        if head is not None and implicit.outcome in ("allowed", "dismissed") and head.outcome in (
                "allowed", "dismissed") and head.outcome != implicit.outcome:
            # the reporter's "Dismissing the appeal, HELD" outweighs an implicit reading of the body (a text that
            # is only a headnote: its "set aside" is the court below's)
            return OutcomeResult(head.outcome, head.span, "headnote disposal (over an implicit reading)",
                                 "editorial", False)
        ed = editorial_line(text) if editorial else None
        if ed is not None and implicit.outcome in ("allowed", "dismissed") and _from_editorial(
                text, ed).outcome == "partly":  # the reporter's "partly allowed" refines a weak implicit reading
            return OutcomeResult("partly", ed, "editorial line: partly (over an implicit reading)", "editorial",
                                 False)
        return implicit
    ed = editorial_line(text) if editorial else None
    if ed is not None:
        return _from_editorial(text, ed)
    far = _result_paragraph(text, cands)
    if far is not None:
        return far
    agreed = _agreed_order(cands)
    if agreed is not None:
        return agreed
    head = _headnote(text)
    if head is not None:  # the reporter's headnote ("Allowing the appeal, HELD: ..."): the last resort
        return head
    return OutcomeResult("unknown", None, "no cue", "", False)


# a judge agreeing with the order ("I agree with the conclusion of my learned Brother that the petition be
# dismissed", "I would, therefore, agree in dismissing the petition")
_AGREES = re.compile(r"(?-i:\bI)\b[^.;]{0,40}?\b(?:agree|concur)\w*\b"
                     # or the judge's own order in the present tense ("In this view, I dismiss the Civil Appeal"; not
                     # "I would allow", which HYPOTHETICAL keeps out)
                     r"|(?-i:\bI)\s*,?\s*(?:(?:therefore|accordingly|thus|hence)\s*,?\s*)*(?=(?:accept|allow|dismiss|reject)\s)",
                     _I)
_I_ORDER = re.compile(r"(?-i:\bI)\s*,?\s*(?:(?:therefore|accordingly|thus|hence)\s*,?\s*)*(?:(?P<a>accept|allow)|"
                      rf"(?P<d>dismiss|reject))\s+(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b", _I)
_AGREES_IN = re.compile(r"\b(?:agree|concur)\w*\s+(?:in|with)\s+(?:(?P<a>allowing|accepting)|(?P<d>dismissing|rejecting))\s+"
                        rf"(?:the|this|these|both|all)\s+(?:\w+\s+)?{_MATTER}\b", _I)


def _agreed_order(cands: list[_Candidate]) -> OutcomeResult | None:
    """A text that ends with one judge's opinion and has no order of the court's own (the lead opinion's order is
    not in the text): the order the judge agrees with, or gives in the present tense ("I dismiss the appeal"), from
    the last closing sentences. Read only when nothing else stated an outcome: a dissent does not agree that the
    matter be allowed or dismissed, and says "I would allow" (hypothetical)."""
    for c in reversed(cands[-8:]):
        if c.origin in ("quoted", "inline-editorial"):
            continue
        body = flatten(c.text)
        agree = _AGREES.search(body)
        if agree is None:
            continue
        gerund = _AGREES_IN.search(body, agree.start()) or _I_ORDER.match(body, agree.start())
        if gerund is not None:
            kind: Outcome = "allowed" if gerund.group("a") else "dismissed"
        elif c.cues.allow != c.cues.dismiss and not c.cues.narrative and not c.cues.partly:
            cue = (ALLOW if c.cues.allow else DISMISS).search(body, agree.end())
            if cue is None or c.cues.hypothetical and not re.search(r"\bwould\s*,?\s*(?:\w+\s*,?\s*)?agree", body, _I):
                continue
            kind = "allowed" if c.cues.allow else "dismissed"
        else:
            continue
        return OutcomeResult(kind, c.span, f"one judge's opinion: the matter {kind}", c.origin, False)
    return None


# "this appeal also fails and is dismissed", "these appeals are also allowed": a batch's matter decided like another
_ALSO_ORDER = re.compile(r"\b(?:also|too)\s+(?:fails?|succeeds?|(?:be\s+)?(?:dismissed|allowed))\b"
                         r"|\b(?:is|are|stands?|must be|will be)\s+also\s+(?:dismissed|allowed)\b", _I)


def _batch_also(before: list[_Candidate], last: _Candidate, result: OutcomeResult) -> _Candidate | None:
    """A batch decided matter by matter: the closing order says this matter "also" fails (or succeeds), and an
    earlier order of the court's own, before the closing zone, decided another matter otherwise (the opposite
    result, or only in part). Then the batch's results are mixed."""
    if result.outcome not in ("allowed", "dismissed"):
        return None
    if not _ALSO_ORDER.search(flatten(last.text)):
        if not last.cues.person:
            return None
        # roles27: the closing order disposes of one appellant's appeal ("we confirm ... the sentence of death imposed
        # on Balak Ram and dismiss his appeal", AILA C159) after the court's own order on the others' appeals
        before = [c for c in before if c.span.start >= last.span.start - _PERSON_BATCH_REACH]
    for c in reversed(before):
        cu = c.cues
        if not _explicit(cu) or cu.narrative or cu.hypothetical or c.origin in ("quoted", "inline-editorial"):
            continue
        if cu.partly or (result.outcome == "dismissed" and cu.allow and not cu.dismiss) or (
                result.outcome == "allowed" and cu.dismiss and not cu.allow):
            return c
    return None


_PERSON_BATCH_REACH = 8000


_BATCH_DISPOSED = re.compile(r"\b(?:all|both)\b[^.;]{0,40}\bdispos|\bmatters\b", _I)


def _upheld_before_disposal(window: list[_Candidate], disposal: _Candidate) -> _Candidate | None:
    """"We are not inclined to interfere with the order of the High Court. ... The appeal is disposed of
    accordingly.": an appeal "disposed of" after the court declined to interfere failed, unless the closing
    sentences also set something aside, send the case back or make another order (then the directions may be
    the relief, and "other" stays). Not for a batch ("all the matters are disposed of": the one petition found
    without merit is one of several), nor when the order upheld is one person's."""
    if _BATCH_DISPOSED.search(flatten(disposal.text)):
        return None
    usable = [c for c in window if not c.cues.narrative and not c.cues.hypothetical
              and not (c.cues.separate and not c.cues.majority)]
    if any(c.cues.set_aside or c.cues.remand or c.cues.other_order or c.cues.allow or c.cues.altered
           or c.cues.reduced or c.cues.partly for c in usable):
        return None
    upheld = [c for c in usable if c.cues.no_merit and not c.cues.person]
    return upheld[-1] if upheld else None


_OWN_ACT = re.compile(r"\b(?:we|hereby)\b", _I)


def _set_aside_before_disposal(window: list[_Candidate], disposal: _Candidate) -> _Candidate | None:
    """"We set aside the order discharging the respondent. [directions for the trial] ... The appeal is disposed of
    accordingly.": the court's own order setting aside or quashing, a paragraph above the disposal, is the relief
    asked. Not when the window also upholds, sends back, changes or decides something otherwise (then "disposed
    of" may be a mix or a remand), nor for a batch, one person's relief, or a set aside only argued ("the impugned
    judgment is liable to be set aside" in the grounds)."""
    if _BATCH_DISPOSED.search(flatten(disposal.text)):
        return None
    usable = [c for c in window if not c.cues.narrative and not c.cues.hypothetical
              and c.origin not in ("quoted", "inline-editorial") and not (c.cues.separate and not c.cues.majority)]
    if any(c.cues.remand or c.cues.other_order or c.cues.no_merit or c.cues.altered or c.cues.reduced
           or c.cues.partly or c.cues.dismiss for c in usable):
        return None
    own = [c for c in usable if c.cues.set_aside and not c.cues.person
           and (_OWN_ACT.search(c.text) or OPERATIVE.search(flatten(c.text)))]
    return own[-1] if own else None


def _headnote(text: str) -> OutcomeResult | None:
    head = _HEADNOTE_DISPOSAL.search(text, 0, min(len(text), 20000))
    if head is None:
        return None
    outcome = "partly" if head.group(1) or head.group(3) else (
        "allowed" if head.group(2).lower() == "allowing" else "dismissed")
    return OutcomeResult(outcome, Span(head.start(), head.end()), "headnote disposal", "editorial", False)


_HEADNOTE_DISPOSAL = re.compile(r"(?m)^\W*(partly\s+)?(allowing|dismissing)(\s+in\s+part)?\s+the\s+"
                                r"(?:(?:criminal|civil|writ|special leave|election|tax)\s+)?(?:appeals?|petitions?)\b"
                                r"(?=[^\n]{0,60}(?:\n[^\n]{0,10})?\bheld\b)", re.IGNORECASE)  # "..., this Court,\nHELD:"


_IN_THE_RESULT = re.compile(r"(?m)^\W*(?:\d{1,3}\\?\.?\s*)?(?:in the (?:final )?result|in the circumstances|in view of "
                            r"(?:the|what|our)|for (?:the|these|all these|the above|the foregoing) reasons|"
                            r"accordingly|consequently)\b[^\n]{0,600}", re.IGNORECASE)


def _result_paragraph(text: str, cands: list[_Candidate]) -> OutcomeResult | None:
    """An order stated before the closing paragraphs ("In the result the appeals ... are allowed", then a long
    concurring opinion): the last paragraph opening with a result phrase, anywhere before the tail that was read,
    whose first sentence states an allow / dismiss order of the court's own."""
    limit = min((c.span.start for c in cands), default=len(text))
    found: OutcomeResult | None = None
    for m in _IN_THE_RESULT.finditer(text, 0, limit):
        for s in sentence_spans(text, Span(m.start(), m.end()))[:2]:
            body = text[s.start : s.end]
            c = read_cues(body)
            if (c.allow != c.dismiss) and not c.hypothetical and not c.narrative and not c.separate \
                    and not _quoted(text, s.start):
                found = OutcomeResult("allowed" if c.allow else "dismissed", s, "result paragraph before the close",
                                      "facet", False)
                break
    return found


def _explicit(c: Cues) -> bool:
    if c.separate and not c.majority:
        return False
    if c.hypothetical and not c.majority and not c.partly:
        # "if the appeal is allowed ..." / "we would dismiss" - unless it also orders something
        return False
    if c.narrative and not c.partly:
        return False
    return c.allow or c.dismiss or c.partly or c.disposed


def _majority_order(cands: list[_Candidate]) -> list[_Candidate]:
    """When the text has a 'by the Court / in accordance with the majority' order, read from there on."""
    for i in range(len(cands) - 1, -1, -1):
        c = cands[i].cues
        if c.majority and (c.allow or c.dismiss or c.partly or c.disposed):
            return cands[i:]
    return cands


def _closing_zone(cands: list[_Candidate], explicit: list[_Candidate]) -> list[_Candidate]:
    """The closing order: from a few sentences before the first explicit disposition of the final run of
    dispositions to the end (dispositions more than ~12 sentences apart belong to an earlier part)."""
    idx = {id(c): i for i, c in enumerate(cands)}
    first = idx[id(explicit[-1])]
    for c in reversed(explicit[:-1]):
        i = idx[id(c)]
        if first - i <= 12:
            first = i
        else:
            break
    return cands[max(0, first - 4):]


def _dismisses_suit_below(c: _Candidate) -> bool:
    """The sentence dismisses a *suit* ("the eviction suit filed by the landlord shall stand dismissed"): a suit
    is never the matter before the appellate court, so next to an order allowing the appeal this is the
    consequence of the win, not a second, contrary disposition."""
    if not c.cues.dismiss or c.cues.allow:
        return False
    m = DISMISS.search(_join_broken_words(flatten(c.text)))
    said = m.group(0) if m else ""
    return bool(re.search(r"\bsuits?\b", said, _I)) and not re.search(r"\b(?:appeals?|petitions?|slps?)\b", said, _I)


_ALTER_WORD = re.compile(r"\b(?:alter|convert|substitut)", _I)
_REDUCE_WORD = re.compile(r"\b(?:reduc|commut)", _I)


def _refused_kinds(refusal: str) -> set[str]:
    """The kinds of change a :data:`REFUSED_CHANGE` match refuses: "altered" (the conviction), "reduced" (the
    sentence); a modification refused ("no ground to modify") may be either."""
    kinds = {"altered"} if _ALTER_WORD.search(refusal) else set()
    kinds |= {"reduced"} if _REDUCE_WORD.search(refusal) else set()
    return kinds or {"altered", "reduced"}


# roles27: "The appeals are allowed to the aforesaid extent" whose extent is a remand the court ordered just before ("we
# set aside the order of the High Court and sent it to the High Court for a fresh consideration on merits", AILA
# C439): an appeal expressly allowed with the matter remitted is `allowed` (outcome README, edge case 3), not a partial
# success. Not a court's own "partly allowed ... to the extent indicated" (IRLeD prior_case_1302), nor an extent that
# also alters a conviction or cuts a sentence (those are partial in substance).
_TO_AN_EXTENT = re.compile(
    r"\b(?:allowed|accepted|allow)\b[^.;]{0,40}\bto the (?:(?:above|aforesaid|aforementioned|afore\s?mentioned|said|"
    r"indicated)\s+)?extent\b", _I)
_PARTLY_WORD = re.compile(r"\b(?:partly|partially|in part|limited)\b", _I)
EXTENT_OF_REMAND = "explicit: allowed to the extent of a remand"
# a court below told to hear the matter ("The High Court shall entertain the appeal and after formal notice to the
# respondent hear the appeal and dispose it of in accordance with law", AILA C1090): a remand in other words
_HEARD_BELOW = re.compile(r"\b(?:high court|trial court|tribunal|appellate (?:court|authority)|court below|sessions "
                          r"(?:court|judge)|magistrate)\s+(?:shall|will|is directed to|should)\s+(?:\w+\s+){0,3}?"
                          r"(?:hear|entertain|decide|dispose of|consider)\s+(?:the|this|that|his|her|their)\s+"
                          r"(?:\w+\s+)?(?:appeal|petition|application|revision|matter|case|suit)s?\b", _I)


def _remand_is_the_extent(zone: list[_Candidate], order: _Candidate) -> bool:
    """The partial order ``order`` only says "allowed to the (aforesaid) extent" and the extent is a remand: a
    sentence of the closing order before it (within ~700 characters) sends the matter back, and no sentence of the
    closing order alters a conviction or cuts a sentence."""
    said = _join_broken_words(flatten(order.text))
    if not _TO_AN_EXTENT.search(said) or _PARTLY_WORD.search(said):
        return False
    if any((c.cues.altered or c.cues.reduced) and not c.cues.narrative and not c.cues.hypothetical for c in zone):
        return False
    return any((c.cues.remand or _HEARD_BELOW.search(flatten(c.text))) and not c.cues.narrative
               and not c.cues.hypothetical and order.span.start - 700 <= c.span.start < order.span.start for c in zone)


# roles28: "In the circumstances, we set aside the the impugned judgment of the High Court and restore the order of the
# Trial Court. ... The appeals are dismissed accordingly." (AILA C883): the court's closing word contradicts its own
# order; what the order does decides (outcome README: the impugned judgment set aside and the trial order restored
# is `allowed`; the editorial-line and "modification of the relief below" edge cases put the order over the word).
# Only the court's own act ("we set aside") on the judgment under appeal (impugned, or the High Court's / the court
# below's) within ~700 characters before the dismissal, and nothing in the closing order upholding, sending back,
# changing only part, or scoped to some persons. On every dev part (4,947 judgments) it changes only C883; the wider
# forms tried (any "we ... set aside" of the closing order) read four refusals and a Magistrate's order as wins.
SET_ASIDE_THEN_DISMISSED = "explicit: dismissed after the court set aside the judgment under appeal (the order decides)"
_WE_SET_ASIDE_UNDER_APPEAL = re.compile(
    r"\bwe\b[^.;]{0,30}?\b(?:set aside|quash)\s+(?:the\s+)+(?:(?:impugned|common)\s+)*(?:judgments?|orders?)"
    r"(?:\s+(?:and|&)\s+(?:judgments?|orders?))?(?:\s+(?:dated|passed)\b[^.;]{0,60}?)?"
    r"(?:\s+(?:of|by)\s+the\s+(?:learned\s+)?(?:high court|division bench|court below|appellate court)\b|(?<=impugned judgment)"
    r"|(?<=impugned judgments)|(?<=impugned order)|(?<=impugned orders))", _I)
_ONLY_PART = re.compile(r"\b(?:insofar|in so far|so far as|to the extent|only|partly|in part|otherwise|except|"
                        r"qua|regards?|regarding|respect (?:of|to)|limited (?:extent|purpose|to))\b", _I)
# (review28: "as regards the enhancement", "with respect to the interest", "to the limited extent of" set aside part)


def _judgment_set_aside_then_dismissed(zone: list[_Candidate], last: _Candidate) -> _Candidate | None:
    """The court's own order setting aside the judgment under appeal, just before a closing "The appeals are
    dismissed accordingly" (the order decides: the appellant won); ``None`` unless every condition holds."""
    said = _join_broken_words(flatten(last.text))
    if _ONLY_PART.search(said) or last.cues.person:
        return None
    usable = [c for c in zone if c is not last and not c.cues.narrative and not c.cues.hypothetical
              and c.origin not in ("quoted", "inline-editorial") and not (c.cues.separate and not c.cues.majority)]
    if any(c.cues.no_merit or c.cues.remand or c.cues.other_order or c.cues.partly or c.cues.altered
           or c.cues.reduced or c.cues.allow or c.cues.person for c in usable):
        return None
    own = [c for c in usable if c.cues.set_aside and c.span.start < last.span.start
           and last.span.start - c.span.start <= 700
           for s in [_join_broken_words(flatten(c.text))]
           if _WE_SET_ASIDE_UNDER_APPEAL.search(s) and not _ONLY_PART.search(s)]
    return own[-1] if own else None


def _decide_explicit(zone: list[_Candidate], last: _Candidate) -> OutcomeResult:
    orders = [c for c in zone if _explicit(c.cues)]
    below = [c for c in orders if _dismisses_suit_below(c)]
    if below and any(c.cues.allow and not c.cues.dismiss for c in orders):
        orders = [c for c in orders if c not in below]
        if last in below:
            last = orders[-1]
    # one judge's "I agree that the appeals are to be dismissed so far as ... is concerned" is no partial order
    partial = [c for c in zone if c.cues.partly and not c.cues.narrative and not (c.cues.separate and not c.cues.majority)]
    if partial:
        c = partial[-1]
        if _remand_is_the_extent(zone, c):
            return OutcomeResult("allowed", c.span, EXTENT_OF_REMAND, c.origin, True)
        return OutcomeResult("partly", c.span, "partial: explicit", c.origin, True)
    # (not s.302 -> s.302/34 next to an explicit order: the same offence, only the joint liability named otherwise)
    mods = [c for c in zone if (c.cues.altered or c.cues.reduced) and not c.cues.narrative
            and not c.cues.hypothetical and (c.cues.reduced or not _same_offence_relabelled(flatten(c.text)))]
    # a change the court then refuses ("... it should be restricted to the period already undergone." then "We see no
    # reason to accept the prayer for reducing the period of sentence imposed. The appeals are accordingly
    # dismissed."): the earlier sentence was the plea, not the order (roles25: Abdul Rahim v State of A.P.)
    # (review25: a refusal of another kind of change is not this one's: "... is altered to one under Section 304 Part I
    # IPC ... there is no reason to reduce his sentence [the co-accused's]" keeps the alteration)
    refusals = [(c.span.start, _refused_kinds(m.group(0))) for c in zone if not (c.cues.altered or c.cues.reduced)
                for m in [REFUSED_CHANGE.search(_join_broken_words(flatten(c.text)))] if m]
    mods = [c for c in mods if not any(r > c.span.start and ((c.cues.altered and "altered" in kinds)
                                                             or (c.cues.reduced and "reduced" in kinds))
                                       for r, kinds in refusals)]
    if mods:
        c = mods[-1]
        what = "conviction altered" if c.cues.altered else "sentence reduced"
        return OutcomeResult("partly", c.span, f"partial: {what}", c.origin, True)
    # "S.L.P. Nos. 9257 ... are dismissed and S.L.P. Nos. 9234 ... are granted": a batch sentence disposing of
    # numbered matters of one kind both ways, anywhere in the closing order (not only its last sentence)
    split = [c for c in orders if c.cues.allow and c.cues.dismiss and _two_numbered_matters(c.text)]
    if split:
        c = split[-1]
        return OutcomeResult("partly", c.span, "partial: one matter allowed, another dismissed", c.origin, True)
    allows = [c for c in orders if c.cues.allow and not c.cues.dismiss]
    dismisses = [c for c in orders if c.cues.dismiss and not c.cues.allow]
    # "the remaining appeals are allowed and the writ petitions below dismissed": the batch's own result comes first
    rest_allowed = [c for c in orders if c.cues.allow and c.cues.dismiss and _first_verb(c.text) == "allowed"
                    and _REST_OF_BATCH.search(flatten(c.text))]
    if (allows or rest_allowed) and dismisses and _rest_of_batch_mixed(allows + rest_allowed, dismisses):
        c = max(allows + rest_allowed + dismisses, key=lambda x: x.span.start)
        return OutcomeResult("partly", c.span, "partial: one matter one way, the rest of the batch the other",
                             c.origin, True)
    if allows and dismisses and (any(c.cues.person for c in allows + dismisses) or _distinct_matters(
            allows, dismisses) or _distinct_owners(allows, dismisses)):
        c = max(allows + dismisses, key=lambda x: x.span.start)
        return OutcomeResult("partly", c.span, "partial: some matters allowed, others dismissed", c.origin, True)
    mixed = _mixed_persons(zone, allows, dismisses)
    if mixed is not None:
        return OutcomeResult("partly", mixed.span, "partial: some appellants succeed, others fail", mixed.origin,
                             True)
    numbered = _numbered_matter_only_disposed(orders, allows or dismisses)
    if numbered is not None and bool(allows) != bool(dismisses):
        return OutcomeResult("partly", numbered.span, "partial: one numbered matter decided, another only disposed of",
                             numbered.origin, True)
    both_in_one = [c for c in orders if c.cues.allow and c.cues.dismiss]
    if allows and dismisses:  # contradictory unscoped orders: the one in operative form decides
        operative = [c for c in allows + dismisses if OPERATIVE.search(flatten(c.text))
                     and re.search(_MATTER, c.text, _I)]
        if operative and not OPERATIVE.search(flatten(last.text)):
            last = max(operative, key=lambda x: x.span.start)
    final = last.cues
    if final.allow and final.dismiss and _two_numbered_matters(last.text):
        return OutcomeResult("partly", last.span, "partial: one matter allowed, another dismissed", last.origin, True)
    if final.allow and final.dismiss:
        kind = _first_verb(last.text)
        return OutcomeResult(kind, last.span, f"explicit: {kind}", last.origin, True)
    if final.allow:
        return OutcomeResult("allowed", last.span, "explicit: allowed", last.origin, True)
    if final.dismiss:
        undone = _judgment_set_aside_then_dismissed(zone, last)
        if undone is not None:
            return OutcomeResult("allowed", undone.span, SET_ASIDE_THEN_DISMISSED, undone.origin, True)
        return OutcomeResult("dismissed", last.span, "explicit: dismissed", last.origin, True)
    # "disposed of": look for what it amounted to in the closing zone
    earlier = [c for c in orders if c is not last and (c.cues.allow or c.cues.dismiss)] + both_in_one
    if earlier:
        c = earlier[-1]
        kind = "allowed" if c.cues.allow and not c.cues.dismiss else (
            "dismissed" if c.cues.dismiss and not c.cues.allow else _first_verb(c.text))
        return OutcomeResult(kind, c.span, f"explicit: {kind} (then disposed of)", c.origin, True)
    if any(c.cues.remand and not c.cues.narrative for c in zone):
        c = [c for c in zone if c.cues.remand and not c.cues.narrative][-1]
        return OutcomeResult("other", c.span, "remand without allow/dismiss", c.origin, True)
    relief = [c for c in zone if c.cues.set_aside and not c.cues.narrative and not c.cues.hypothetical]
    # "we acquit A4 ... We confirm the conviction of A2 ... disposed of in the above terms": some appellants won
    held = [c for c in zone if c.cues.no_merit and c.cues.person and not c.cues.narrative and not c.cues.hypothetical]
    if held and any(c.cues.person for c in relief):
        c = max(held + [c for c in relief if c.cues.person], key=lambda x: x.span.start)
        return OutcomeResult("partly", c.span, "partial: some appellants succeed, others fail (then disposed of)",
                             c.origin, True)
    if relief:
        c = relief[-1]
        return OutcomeResult("allowed", c.span, "disposed of, impugned order set aside", c.origin, False)
    return OutcomeResult("other", last.span, "disposed of without allow/dismiss", last.origin, True)


def _mixed_persons(zone: list[_Candidate], allows: list[_Candidate],
                   dismisses: list[_Candidate]) -> _Candidate | None:
    """A disposition scoped to named appellants ("the appeal of appellant No. 1 is dismissed") next to the
    opposite result for others (their convictions set aside / upheld)."""
    usable = [c for c in zone if not c.cues.narrative and not c.cues.hypothetical]
    scoped_d = [c for c in dismisses if c.cues.person]
    scoped_a = [c for c in allows if c.cues.person]
    if scoped_d and any(c.cues.set_aside and not c.cues.dismiss for c in usable):
        return scoped_d[-1]
    if scoped_a and any(c.cues.no_merit and not c.cues.allow for c in usable):
        return scoped_a[-1]
    return None


def _first_verb(sentence: str) -> Outcome:
    """For a sentence that both allows and dismisses (allow the appeal and dismiss the writ petition below),
    the matter's own disposition is the first one stated."""
    a, d = ALLOW.search(sentence), DISMISS.search(sentence)
    if a and (not d or a.start() <= d.start()):
        return "allowed"
    return "dismissed"


# ("Nos 9257": "nos" is read whole, or "No" + "s" had made every "Petition Nos ..." the same matter)
_MATTER_NO = re.compile(r"\b(?:appeal|petition|slp|application|case)s?\s*(?:\(\w+\)\s*)?nos?(?![a-z])\.?\s*,?\s*"
                        rf"[\w/().-]+|\b{_APPEAL_ABBREV_NO}\s*(?:nos?\.?\s*)?\d[\w/().-]*", _I)


def _two_numbered_matters(sentence: str) -> bool:
    """One sentence that disposes of two different numbered matters of the same kind ("petition No. 95 ... must be
    dismissed and petition No. 96 ... must be allowed"): a batch with mixed results, not an order and its
    consequence below."""
    return any(len(v) >= 2 for v in _numbered(sentence).values())


def _numbered(sentence: str) -> dict[str, set[str]]:
    """The numbered matters a sentence names, by kind ("appeal", "petition", "slp", ...)."""
    seen: dict[str, set[str]] = {}
    for m in _MATTER_NO.finditer(flatten(sentence)):
        kind = re.match(r"[a-z]+", m.group(0).lower())
        seen.setdefault(kind.group(0).rstrip("s") if kind else "", set()).add(m.group(0).lower())
    return seen


# "disposed of in the same terms / in terms of the judgment / as not pressed": the other matter shares the result
# or was not decided
_DISPOSED_ALIKE = re.compile(r"\b(?:same|similar|like|identical)\s+(?:terms|manner|lines)\b|\bin terms of\b|"
                             r"\bin the light of\b|\bno (?:further )?orders? (?:are |is )?(?:necessary|required|called)\b|"
                             r"\binfructuous\b|\bwithdrawn\b|\bnot pressed\b|\babated?\b", _I)


def _numbered_matter_only_disposed(orders: list[_Candidate], decided: list[_Candidate]) -> _Candidate | None:
    """"We allow Criminal Appeal No. 233 filed by A-2 ... Criminal Appeal No. 2102 is disposed of and the appellant
    Megha Ram will continue in jail": one numbered matter decided, another of the same kind only "disposed of" in
    its own terms, so the batch's results differ. Not one disposed of alike ("in the same terms", "in terms of
    the judgment"), as not pressed or infructuous, nor a matter of another kind (pending applications, transfer
    petitions, the special leave petitions of appeals decided)."""
    named: dict[str, set[str]] = {}
    for c in decided:
        if c.cues.narrative or c.cues.hypothetical:
            continue
        for kind, nos in _numbered(c.text).items():
            named.setdefault(kind, set()).update(nos)
    for c in reversed(orders):
        cu = c.cues
        if not cu.disposed or cu.allow or cu.dismiss or cu.narrative or cu.hypothetical or \
                _DISPOSED_ALIKE.search(flatten(c.text)):
            continue
        own = _numbered(c.text)
        if any(kind in named and nos and not nos & named[kind] for kind, nos in own.items() if kind == "appeal"):
            return c
    return None


# roles29: a line that is only a numbered matter's heading ("Criminal Appeal NO.327 OF 2002", "SLP(C) Nos. 16496-97/2001:",
# "Cr.A. No. 1008 of 2001"): a judgment deciding a batch appeal by appeal, each under its heading
_MATTER_HEADING = re.compile(
    r"^[ \t]*(?:(?:criminal|civil|writ|special leave|transfer|review|revision)\s+)?(?:appeals?|petitions?|slps?|cases?|"
    r"c\.?\s?a\.?|crl\.?\s?a\.?|cr\.?\s?a\.?)[ \t]*(?:\([\w. ]{1,12}\)[ \t]*)?(?:nos?\.?|numbers?)[ \t]*"
    r"(?P<no>\d[\d/ ,&.-]*?)(?:[ \t]*(?:of|/)[ \t]*\d{2,4})?[ \t]*[.:]?[ \t]*$", _I | re.M)


def _headed_matters_split(text: str, explicit: list[_Candidate], result: OutcomeResult) -> _Candidate | None:
    """A batch decided appeal by appeal under headings of their own ("Criminal Appeal NO.327 OF 2002 ... The appeal is
    without merit and is, accordingly, dismissed. Criminal Appeal NO.1008 OF 2001 ... The appeal is accordingly
    allowed.", Sunil Kumar v State of U.P., AILA C1905): the court's own orders allow the matter under one heading and
    dismiss the matter under another, so the batch's results are mixed. Each order belongs to the last heading line
    above it (the cause title's own number for a judgment with no other); the orders name no matter themselves. The
    last of the two orders is returned; None when every order sits under one heading, or the result is already not a
    plain win or loss."""
    if result.outcome not in ("allowed", "dismissed"):
        return None
    own = [c for c in explicit if c.cues.allow != c.cues.dismiss and not c.cues.narrative and not c.cues.hypothetical
           and not c.cues.partly and c.origin not in ("quoted", "inline-editorial")
           and not (c.cues.dismiss and _NOT_ON_MERITS.search(flatten(c.text)))]
    if not (any(c.cues.allow for c in own) and any(c.cues.dismiss for c in own)):
        return None
    heads = [(m.start(), re.sub(r"\D+", " ", m.group("no")).strip()) for m in _MATTER_HEADING.finditer(text)]
    if len(heads) < 2:
        return None

    def heading(c: _Candidate) -> str | None:
        above = [no for at, no in heads if at < c.span.start]
        return above[-1] if above else None

    allowed = {heading(c) for c in own if c.cues.allow} - {None}
    dismissed = {heading(c) for c in own if c.cues.dismiss} - {None}
    if allowed and dismissed and not allowed & dismissed:
        return max(own, key=lambda c: c.span.start)
    return None


def _distinct_matters(allows: list[_Candidate], dismisses: list[_Candidate]) -> bool:
    """Allow and dismiss that name different numbered matters (a batch with mixed results)."""
    a = {m.group(0).lower() for c in allows for m in _MATTER_NO.finditer(flatten(c.text))}
    d = {m.group(0).lower() for c in dismisses for m in _MATTER_NO.finditer(flatten(c.text))}
    return bool(a and d and a != d)


_OWNER = re.compile(r"\b(?:appeals?|slps?|special leave petitions?)\b(?:\s*(?:nos?\s*,?\s*)?[\w/().-]*\d[\w/().-]*"
                    r"(?:\s+of\s+\d{2,4})?)?\s+(?:filed by|preferred by|by|of)\s+(?:the\s+)?([a-z][\w-]*)"
                    # the party named before the matter: "the State appeal", "the accused's appeal"
                    r"|\b(state|union|government|accused|complainant|revenue|department|assessee|workmen|management|"
                    r"employer|landlord|tenant|plaintiff|defendant|insurer|claimant)(?:'s|s'|s)?\s+(?:own\s+)?"
                    r"(?:criminal\s+|civil\s+|cross[- ])?appeals?\b", _I)


def _distinct_owners(allows: list[_Candidate], dismisses: list[_Candidate]) -> bool:
    """The appeals allowed and the appeals dismissed belong to different parties ("the appeals by the companies
    are allowed"; "Appeal No. 9 by the workmen will have to be dismissed"): cross appeals with mixed results."""
    def owners(cands: list[_Candidate]) -> set[str]:
        return {(m.group(1) or m.group(2)).lower().rstrip("s") for c in cands
                for m in _OWNER.finditer(flatten(c.text))}

    a, d = owners(allows), owners(dismisses)
    return bool(a and d and not a & d)


def _rest_of_batch_mixed(allows: list[_Candidate], dismisses: list[_Candidate]) -> bool:
    """"Civil Appeal No. 854 is dismissed. The other appeals are allowed.": a numbered matter one way, the rest of
    the batch the other. A matter dismissed as infructuous, withdrawn or abated lost nothing on the merits."""
    dismisses = [c for c in dismisses if not _NOT_ON_MERITS.search(flatten(c.text))]
    a = any(_MATTER_NO.search(flatten(c.text)) for c in allows)
    d = any(_MATTER_NO.search(flatten(c.text)) for c in dismisses)
    a_rest = any(_REST_OF_BATCH.search(flatten(c.text)) for c in allows)
    d_rest = any(_REST_OF_BATCH.search(flatten(c.text)) for c in dismisses)
    return bool((a and d_rest and not a_rest) or (d and a_rest and not d_rest))


_NOT_ON_MERITS = re.compile(r"\b(?:infructuous|withdrawn|not pressed|abated|abates)\b", _I)


_REST_OF_BATCH = re.compile(r"\b(?:the|all the)\s+(?:other|remaining|rest of the)\s+(?:\w+\s+)?(?:appeals|petitions|"
                            r"writ petitions|matters|cases)\b", _I)


_CONTEMPT_FOUND = re.compile(r"\bguilty of (?:committing )?(?:the offence of )?(?:the )?(?:criminal |civil )?contempt\b"
                             r"|\bcontemners?\b", _I)


def _decide_implicit(cands: list[_Candidate]) -> OutcomeResult | None:
    """No explicit disposition: the closing sentences' weaker cues (last one wins; partial markers first)."""
    tail = cands[-25:]
    usable = [c for c in tail if not c.cues.narrative and not c.cues.hypothetical
              and not (c.cues.separate and not c.cues.majority)]
    mods = [c for c in usable if c.cues.altered or c.cues.reduced]
    if mods:
        c = mods[-1]
        what = "conviction altered" if c.cues.altered else "sentence reduced"
        return OutcomeResult("partly", c.span, f"partial: {what}", c.origin, True)
    mixed_sa = [c for c in usable if c.cues.set_aside]
    mixed_nm = [c for c in usable if c.cues.no_merit]
    for c in reversed(usable):
        cu = c.cues
        if cu.remand and not cu.allow:
            return OutcomeResult("other", c.span, "remand", c.origin, True)
        if cu.other_order:
            return OutcomeResult("other", c.span, "interim / reference / transfer", c.origin, True)
        if cu.set_aside and not cu.no_merit:
            if mixed_nm and any(x.cues.person for x in mixed_sa + mixed_nm):
                return OutcomeResult("partly", c.span, "partial: set aside for some, upheld for others",
                                     c.origin, False)
            why = "contemner found guilty" if _CONTEMPT_FOUND.search(flatten(c.text)) else "impugned order set aside"
            return OutcomeResult("allowed", c.span, f"implicit: {why}", c.origin, False)
        if cu.no_merit and not cu.set_aside:
            return OutcomeResult("dismissed", c.span, "implicit: no merit / upheld", c.origin, False)
    return None


# ---- first-instance verdicts (trial30) ------------------------------------------------------------------------
# A trial or a suit (``first_instance``) is read from the side that brought it, as an appeal is from the appellant's
# (the annotators' trial-court convention): a conviction as charged / a suit decreed is ``allowed``, an acquittal or
# a discharge / a suit dismissed ``dismissed``, a conviction of only some accused or on some charges, or of a lesser
# offence / a suit decreed in part ``partly``. The acquittal that reads ``allowed`` in an appeal (the accused's appeal
# succeeded) means the prosecution lost here. Bail and other interim orders decide nothing (``other``).

_TRIAL_WINDOW = 9000  # the closing characters searched for the verdict (the order, then the lists of witnesses)
_VERDICT_ZONE = 2500  # characters before the last verdict sentence that belong to the same order
_ACQUIT = re.compile(
    r"\b(?:i|we)\s+(?:\w+\s+)?acquit\b|\bacquit\s+(?:him|her|them|the\s+accused|accused)\b|\bacquitted\b"
    r"|(?<!\bplead\s)(?<!\bpleads\s)(?<!\bpleaded\s)\bnot\s+guilty\b|\bnot\s+found\s+guilty\b"
    r"|\b(?:is|are|stands?|be|hereby)\s+(?:hereby\s+|accordingly\s+|therefore\s+)?discharged\s+(?:u\s?/\s?s|under)\b"
    r"|\b(?:i|we)\s+(?:hereby\s+)?discharge\s+(?:the\s+)?accused\b", re.I)
_CONVICT = re.compile(
    r"\b(?:i|we)\s+(?:hereby\s+)?convict\b|\b(?:is|are|stands?|be|hereby|accordingly)\s+(?:hereby\s+|accordingly\s+)?"
    r"convicted\b|(?<!\bnot\s)\bfound\s+guilty\b|\b(?:i|we)\s+(?:\w+\s+)?find\s+(?:the\s+)?accused\b[^.;]{0,40}?(?<!not\s)"
    r"\bguilty\b|\bsentenced\s+to\s+(?:undergo|suffer|pay|death|imprisonment|rigorous|simple)\b", re.I)
# "liable to be convicted", "prayed for acquittal", "if the accused is convicted": argument, not the order
_NOT_VERDICT = re.compile(r"\b(?:liable|entitled|prays?|prayed|praying|seeks?|sought|urged|contend\w*|submitt?\w*|argu\w*|"
                          r"if|unless|whether|cannot|can\s*not|could\s+not)\b", re.I)
_LESSER = re.compile(r"\blesser\s+offence\b", re.I)
_DECREED = re.compile(r"\bsuits?\b(?:(?!\b(?:counter|dismissed)\b)[^.;]){0,80}?\b(?:is|are|stands?|be)\s+(?:hereby\s+|"
                      r"accordingly\s+|therefore\s+|partly\s+)*decreed\b|\bdecree\s+(?:is\s+)?(?:passed|granted)\s+"
                      r"(?:in\s+favour\s+of\s+the\s+plaintiffs?|as\s+prayed)\b", re.I)
_SUIT_DISMISSED = re.compile(r"\bsuits?\b(?:(?!\b(?:counter|decreed)\b)[^.;]){0,80}?\b(?:is|are|stands?|be)\s+"
                             r"(?:hereby\s+|accordingly\s+|therefore\s+)*dismissed\b", re.I)
_DECREED_IN_PART = re.compile(r"\bdecreed\s+(?:in\s+part|partly)\b|\bpartly\s+decreed\b", re.I)
# an interim order in a trial: bail, custody, a date for the next hearing
_INTERIM = re.compile(r"\b(?:enlarged|released)\s+on\s+bail\b|\bbail\s+(?:is|be|stands?)\s+(?:hereby\s+)?(?:granted|"
                      r"rejected|refused|cancelled)\b|\b(?:interim|ad[- ]interim)\s+(?:order|injunction|relief)\b", re.I)


def _closing_sentences(text: str) -> list[tuple[Span, str]]:
    """The closing sentences of a first-instance judgment (its last :data:`_TRIAL_WINDOW` characters), flattened."""
    out: list[tuple[Span, str]] = []
    size = 0
    paras: list[Span] = []
    for p in _lines_backwards(text):
        paras.append(p)
        size += len(p)
        if size >= _TRIAL_WINDOW:
            break
    for para in reversed(paras):
        for sp in sentence_spans(text, para):
            body = text[sp.start : sp.end]
            if len(body) <= 3000 and not _quoted(text, sp.start):
                out.append((sp, flatten(_SINGLE_QUOTE.sub(" ", _INLINE_QUOTE.sub(" ", body)))))
    return out


def _said(pat: re.Pattern[str], s: str) -> bool:
    """Whether ``pat`` occurs in ``s`` as the court's own word, not in an argument or a condition just before it."""
    return any(not _NOT_VERDICT.search(s, max(0, m.start() - 50), m.start()) for m in pat.finditer(s))


def first_instance_outcome(text: str, kind: str) -> OutcomeResult | None:
    """The verdict of a trial (``kind`` "trial") or a suit ("suit") from its closing order; None when none is read
    (the appellate rules then read the text)."""
    sents = _closing_sentences(text)
    if kind == "trial":
        hits = []
        for sp, s in sents:
            a, c = _said(_ACQUIT, s), _said(_CONVICT, s)
            if a or c:
                hits.append((sp, a, c, c and _LESSER.search(s) is not None))
        if not hits:
            interim = [sp for sp, s in sents if _INTERIM.search(s)]
            return OutcomeResult("other", interim[-1], "trial: interim order only", "tail", True) if interim else None
        last = hits[-1][0]
        zone = [h for h in hits if h[0].end >= last.start - _VERDICT_ZONE]
        acquits, convicts = any(h[1] for h in zone), any(h[2] for h in zone)
        if acquits and convicts:
            both = next((h[0] for h in reversed(zone) if h[1] and h[2]), None)
            return OutcomeResult("partly", both or last, "trial: convicted in part (some accused or charges "
                                 "acquitted)", "tail", True)
        if any(h[3] for h in zone):
            return OutcomeResult("partly", last, "trial: convicted of a lesser offence", "tail", True)
        if convicts:
            span = next(h[0] for h in zone if h[2])  # the conviction itself, before the sentence passed on it
            return OutcomeResult("allowed", span, "trial: convicted (the prosecution won)", "tail", True)
        return OutcomeResult("dismissed", last, "trial: acquitted (the prosecution lost)", "tail", True)
    hits = [(sp, _said(_DECREED, s), _said(_SUIT_DISMISSED, s), _said(_DECREED_IN_PART, s)) for sp, s in sents]
    hits = [h for h in hits if h[1] or h[2]]
    if not hits:
        return None
    last = hits[-1][0]
    zone = [h for h in hits if h[0].end >= last.start - _VERDICT_ZONE]
    if any(h[3] for h in zone) or (any(h[1] for h in zone) and any(h[2] for h in zone)):
        return OutcomeResult("partly", last, "suit: decreed in part", "tail", True)
    if any(h[1] for h in zone):
        return OutcomeResult("allowed", last, "suit: decreed (the plaintiff won)", "tail", True)
    return OutcomeResult("dismissed", last, "suit: dismissed (the plaintiff lost)", "tail", True)


def _from_editorial(text: str, ed: Span) -> OutcomeResult:
    line = text[ed.start : ed.end].lower()
    if "part" in line:
        kind: Outcome = "partly"
    elif "allowed" in line or "accepted" in line or "absolute" in line:
        kind = "allowed"
    elif "dismissed" in line or "rejected" in line or "discharged" in line:
        kind = "dismissed"
    else:
        kind = "other"
    return OutcomeResult(kind, ed, f"editorial line: {kind}", "editorial", False)


__all__ = ["Cues", "OutcomeResult", "candidate_sentences", "detect_outcome", "editorial_line", "first_instance_outcome",
           "read_cues",
           "tail_paragraphs"]
