"""First-instance judgments (trial30): a magistrate's or a Sessions Court's trial, a civil suit decided by the court
it was filed in. The party who brought the case (the prosecution, the plaintiff) stands where an appellant would; a
conviction as charged / a suit decreed is ``allowed``, an acquittal / a suit dismissed ``dismissed``, a mixed or lesser
result ``partly`` (the annotators' trial-court convention, ``datasets/outcomes/README.md``, twenty-ninth set).

The texts are written for these tests in the style of Odisha and Karnataka district courts (BUILD's are CC BY-SA and
are not quoted); the near misses are appellate judgments and petitions that speak of a trial.
"""

from __future__ import annotations

from lcr_core.explain.first_instance import first_instance
from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.roles import SUIT, TRIAL, criminal_reading, precedent_parties
from lcr_core.explain.stance import user_stance

CRIM = ("accused", "prosecution")
CIVIL = ("plaintiff", "defendant")

_MAGISTRATE_HEAD = """IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, BARGARH.

Present: Sri A. K. Das, LL.B., J.M.F.C., Bargarh.

            G.R. Case No. 311 of 2014
            Trial No. 57 of 2016

State of Odisha                    .........            Prosecution
                      -Versus-
Ramesh Naik, aged about 40 years, S/o Late Hari Naik, of village Jamla, PS Sohela, Dist. Bargarh
                                   .........            Accused

Counsel for the Prosecution : Sri P. Mohanty, APP
Counsel for the Defence     : Sri S. Sahu and associates

Offence U/s. 379/411 of the Indian Penal Code

                        J U D G M E N T
1.  The accused stands charged for the offences U/s. 379/411 of the I.P.C. for committing theft of a bicycle.
2.  The case of the prosecution in brief is that on 2.3.2014 the informant parked his bicycle near the weekly market
and found it missing on his return. The police seized a bicycle from the house of the accused.
"""

_ACQUITTAL_TAIL = """
7.  The informant did not identify the seized bicycle as his own and the seizure witnesses turned hostile.
8.  In the result, I hold that the prosecution has failed to prove the charges against the accused beyond all
reasonable doubt. Hence, I find the accused not guilty of the offences U/s. 379/411 of the I.P.C. and acquit him
therefrom U/s. 248(1) of Cr.P.C. He be set at liberty and his bail bond stands cancelled.
 The seized bicycle be returned to the informant after the appeal period is over.
 J.M.F.C., Bargarh.
 List of P.Ws. examined: P.W.1 Informant, P.W.2 Seizure witness. List of D.Ws. examined: Nil.
"""

_SESSIONS_HEAD = """IN THE COURT OF THE II ADDITIONAL DISTRICT AND SESSIONS JUDGE, HASSAN.

Dated this the 4th day of March, 2018
                    S.C. No. 88/2016

Complainant:        State by Arsikere Town Police
                    (By Public Prosecutor)
                    Versus
Accused:            1. Manjunatha, S/o Rangappa, aged 31 years
                    2. Shivanna, S/o Rangappa, aged 36 years
                    (By Sri K. Ravi, Advocate)

                         J U D G M E N T
The Circle Inspector of Police, Arsikere filed the charge sheet against the accused for the offences punishable
under Sections 302 and 201 read with Section 34 of IPC. My learned predecessor framed the charge and the accused
pleaded not guilty and claimed to be tried.
"""


def _trial(tail: str, head: str = _MAGISTRATE_HEAD) -> str:
    return head + "\n3. The prosecution examined four witnesses.\n" + tail


def test_a_magistrates_acquittal_is_the_prosecutions_loss():
    text = _trial(_ACQUITTAL_TAIL)
    fi = first_instance(text)
    assert fi is not None and fi.kind == "trial" and "stands charged" in fi.sentence
    res = detect_outcome(text)
    assert (res.outcome, res.rule.split(":")[0]) == ("dismissed", "trial")
    assert "acquit him" in res.sentence(text)
    side, sentence, basis = criminal_reading(text)
    assert (side, basis) == ("prosecution", TRIAL)
    parties = precedent_parties(text, "", CRIM)
    assert (parties.pair, parties.appellant, parties.basis) == (CRIM, "prosecution", TRIAL)


def test_the_card_says_trial_not_appellant():
    text = _trial(_ACQUITTAL_TAIL)
    res = detect_outcome(text)
    parties = precedent_parties(text, "", CRIM)
    label, mapping, reason = user_stance(res.outcome, "accused", parties, "appeal", res.rule)
    assert label == "supports"
    assert "appellant" not in mapping and "appeal was" not in mapping
    assert "the prosecution brought the case" in mapping and "the accused was acquitted" in mapping
    label, mapping, _ = user_stance(res.outcome, "prosecution", parties, "appeal", res.rule)
    assert label == "opposes" and "acquitted" in mapping


def test_a_sessions_conviction_as_charged_is_allowed():
    tail = """
34. For the foregoing reasons, I hold that the prosecution has proved beyond all reasonable doubt that accused
No. 1 and 2 committed the murder of the deceased. Hence, I answer Point No. 1 in the affirmative and pass the following:
:: ORDER :: Accused No. 1 and 2 are convicted for the offences punishable U/s. 302 and 201 r/w Sec. 34 of IPC by
acting U/s. 235(2) of Cr.P.C.
 To hear on sentence.
 ORDER ON SENTENCE: The accused No. 1 and 2 are sentenced to undergo imprisonment for life and to pay a fine of
Rs. 25,000 each.
"""
    text = _trial(tail, _SESSIONS_HEAD)
    res = detect_outcome(text)
    assert (res.outcome, res.rule.split(":")[0]) == ("allowed", "trial")
    assert "convicted" in res.sentence(text)
    parties = precedent_parties(text, "", CRIM)
    label, mapping, _ = user_stance(res.outcome, "accused", parties, "appeal", res.rule)
    assert label == "opposes" and "the accused was convicted" in mapping


def test_one_accused_convicted_and_the_other_acquitted_is_partly():
    tail = """
30. In the result, I pass the following: ORDER. Accused No. 1 is found guilty and is convicted for the offence
punishable U/s. 302 of IPC. Accused No. 2 is found not guilty of the offences alleged and is acquitted U/s. 235(1) of
Cr.P.C. His bail bond stands cancelled.
"""
    res = detect_outcome(_trial(tail, _SESSIONS_HEAD))
    assert (res.outcome, res.rule.split(":")[0]) == ("partly", "trial")


def test_a_conviction_of_a_lesser_offence_is_partly():
    tail = """
30. The accused is found not guilty of the offence punishable U/s. 302 of IPC, but he is found guilty of the
offence punishable U/s. 304 Part II of IPC. Accordingly, the accused is convicted for the offence U/s. 304 Part II.
"""
    res = detect_outcome(_trial(tail, _SESSIONS_HEAD))
    assert res.outcome == "partly"


def test_a_plea_for_acquittal_is_no_verdict():
    tail = """
30. The learned counsel for the accused prayed that the accused be acquitted as the witnesses turned hostile.
31. On a careful reading of the evidence, the accused is found guilty and is convicted U/s. 379 of IPC.
"""
    res = detect_outcome(_trial(tail))
    assert res.outcome == "allowed"


def test_a_bail_order_in_a_trial_is_no_verdict():
    tail = """
5. The accused has been in custody for two years and the trial is not likely to conclude soon. The accused is
enlarged on bail on his executing a personal bond of Rs. 20,000 with one surety for the like sum.
 Call on 12.4.2016 for the evidence of P.W.3.
"""
    res = detect_outcome(_trial(tail))
    assert res.outcome == "other"


_SUIT_HEAD = """IN THE COURT OF THE PRINCIPAL CIVIL JUDGE (JR. DN.) AND JMFC, MANDYA.
Dated this the 12th day of June 2015
O.S. No. 214/2009
BETWEEN:
Smt. Lakshmamma, W/o Late Puttaswamy, aged 60 years            ... PLAINTIFF
(By Sri M. Gowda, Advocate)
AND:
Sri. Ningegowda, S/o Kempegowda, aged 55 years                 ... DEFENDANT
(By Sri R. Shetty, Advocate)
                              JUDGMENT
The plaintiff has filed this suit for declaration of title and permanent injunction restraining the defendant from
interfering with her possession of the suit schedule property.
2. The defendant appeared and filed his written statement denying the title of the plaintiff.
"""


def test_a_suit_decreed_is_the_plaintiffs_win():
    text = _SUIT_HEAD + """
18. For the foregoing reasons, I proceed to pass the following: ORDER. The suit of the plaintiff is hereby decreed
with costs. It is declared that the plaintiff is the owner of the suit schedule property. Draw decree accordingly.
"""
    assert first_instance(text).kind == "suit"
    res = detect_outcome(text)
    assert (res.outcome, res.rule.split(":")[0]) == ("allowed", "suit")
    parties = precedent_parties(text, "", CIVIL)
    assert (parties.pair, parties.appellant, parties.basis) == (CIVIL, "plaintiff", SUIT)
    label, mapping, _ = user_stance(res.outcome, "defendant", parties, "appeal", res.rule)
    assert label == "opposes" and "the suit was decreed" in mapping and "appellant" not in mapping


def test_a_suit_dismissed_and_decreed_in_part():
    dismissed = _SUIT_HEAD + "\n18. In the result, the suit of the plaintiff is dismissed. No order as to costs.\n"
    assert detect_outcome(dismissed).outcome == "dismissed"
    part = _SUIT_HEAD + ("\n18. In the result, the suit of the plaintiff is partly decreed: the relief of declaration "
                         "is granted and the relief of injunction is refused.\n")
    assert detect_outcome(part).outcome == "partly"


# ---- near misses: an appeal, a petition, a report that tells of the trial ------------------------------------------

def test_an_appeal_that_quotes_the_trial_courts_acquittal_is_no_trial():
    text = """IN THE HIGH COURT OF ORISSA, CUTTACK
CRIMINAL APPEAL No. 112 of 2016
State of Odisha                 ...  Appellant
              -Versus-
Ramesh Naik                     ...  Respondent
JUDGMENT
1. This appeal by the State is directed against the judgment of the learned J.M.F.C., Bargarh in G.R. Case No.
311 of 2014, who concluded: "Hence, I find the accused not guilty and acquit him therefrom U/s. 248(1) of Cr.P.C."
2. We have heard the learned Additional Government Advocate and the counsel for the accused.
5. The view taken by the trial court is a possible view. The appeal against acquittal is dismissed.
"""
    assert first_instance(text) is None
    res = detect_outcome(text)
    assert res.outcome == "dismissed" and not res.rule.startswith("trial")
    side, _, basis = criminal_reading(text)
    assert basis != TRIAL


def test_a_sessions_courts_criminal_appeal_is_no_trial():
    text = """IN THE COURT OF THE SESSIONS JUDGE, SAMBALPUR.
Criminal Appeal No. 21 of 2017
Suresh Bag                    ...  Appellant (accused)
         -Versus-
State of Odisha               ...  Respondent
JUDGMENT
The appellant challenges his conviction U/s. 379 IPC by the learned J.M.F.C. The accused is acquitted.
"""
    assert first_instance(text) is None


def test_a_bail_petition_in_a_sessions_court_is_no_trial():
    text = """IN THE COURT OF THE III ADDITIONAL SESSIONS JUDGE, MYSORE.
Crl. Misc. No. 412/2015
Petitioner:   Ravi Kumar
              Vs.
Respondent:   State by Vijayanagar Police
ORDER ON BAIL PETITION FILED U/S 439 OF CR.P.C.
The petitioner/accused seeks bail in Cr. No. 66/2015. The petition is allowed.
"""
    assert first_instance(text) is None
    assert detect_outcome(text).outcome == "allowed"


def test_a_supreme_court_report_that_tells_of_the_sessions_trial_is_no_trial():
    text = """Ram Singh v State of Rajasthan
Supreme Court of India
12 March 2009
The Judgment was delivered by: J.
1. The respondents were charge-sheeted and tried before the Court of Additional Sessions Judge, which convicted the
accused; the prosecution's case was that the accused attacked the deceased.
9. The accused is acquitted.
"""
    assert first_instance(text) is None


# ---- the precedent's parties of two Supreme Court appeals (trial30) ------------------------------------------------
# Written in the layout of the Court's recent reports, where the respondent's name follows the places.

_SC_HEAD = """                                                  REPORTABLE
 IN THE SUPREME COURT OF INDIA
CRIMINAL APPELLATE JURISDICTION
               CRIMINAL APPEAL NO. 311 OF 2019
(ARISING OUT OF SLP (CRIMINAL) NO. 2100 OF 2018)
{left}                                   .....APPELLANT(S)
                                        VERSUS  .....RESPONDENT(S)
{right}
                            J U D G M E N T
 R. SHARMA, J.
"""


def test_an_appeal_filed_by_the_accused_is_no_states_appeal():
    text = _SC_HEAD.format(left="SURESH MAHTO", right="THE STATE OF JHARKHAND") + (
        "This appeal has been filed by the accused against the judgment of the High Court of Jharkhand, which "
        "dismissed his criminal appeal against the conviction under Section 304 Part II of the Indian Penal Code.\n"
        "2. The prosecution case is that the accused struck the deceased with an axe near the village well.\n")
    side, sentence, basis = criminal_reading(text)
    assert (side, basis) == ("accused", "explicit") and "filed by the accused" in sentence


def test_the_state_that_filed_an_appeal_is_still_read():
    text = _SC_HEAD.format(left="STATE OF BIHAR", right="RAJU YADAV") + (
        "1. The State has filed this appeal against the judgment of the High Court acquitting the respondent of the "
        "charge under Section 302 of the Indian Penal Code, reversing his conviction by the Sessions Court.\n")
    assert criminal_reading(text)[0] == "prosecution"


def test_the_state_aggrieved_by_the_order_under_appeal_brought_it():
    text = _SC_HEAD.format(left="STATE REP. BY THE INSPECTOR OF POLICE", right="K. RAVI & ANR.") + (
        " 1. The State is aggrieved against an order passed by the High Court granting bail under Section 439 of the "
        "Code of Criminal Procedure to the accused, who were charged with offences under the Indian Penal Code, and "
        "directing the State to furnish data of convictions and acquittals in each district.\n")
    side, sentence, basis = criminal_reading(text)
    assert (side, basis) == ("prosecution", "explicit") and "aggrieved" in sentence


def test_a_state_that_was_aggrieved_below_is_no_appellant_here():
    text = _SC_HEAD.format(left="RAJU YADAV", right="STATE OF BIHAR") + (
        " 1. The State was aggrieved by the judgment of acquittal and its appeal was allowed by the High Court, which "
        "convicted the appellant under Section 302 of the Indian Penal Code.\n"
        "2. The appellant, convicted and sentenced to life imprisonment, has filed this appeal.\n")
    assert criminal_reading(text)[0] == "accused"


def test_the_suit_out_of_which_this_appeal_arises_names_no_appellant():
    # PAHELI 1953_L_1 (SC 1953, paraphrased): the plaintiff instituted the suit, the defendant appealed
    text = ("A Hindu landowner died in 1924, leaving a widow and a married daughter, who had married the plaintiff.\n"
            "On the 18th September, 1945, the suit out of which this appeal arises was instituted by the plaintiff, "
            "the husband of the daughter, for a declaration that the alienations made by the widow were not binding.\n"
            "The trial judge dismissed the suit, but the High Court decreed it in appeal.\n")
    assert precedent_parties(text, "", CIVIL).appellant != "plaintiff"
    filed = text + "This appeal was filed by the defendant against the judgment of the High Court.\n"
    assert precedent_parties(filed, "", CIVIL).appellant == "defendant"


def test_the_llm_prompt_says_trial_not_appellant():
    from lcr_core.explain.llm import _parties_text
    from lcr_core.explain.types import Explanation, Stance

    text = _trial(_ACQUITTAL_TAIL)
    roles = precedent_parties(text, "", CRIM).to_json()
    ex = Explanation("c1", "decision", [], "", [], Stance("dismissed", "neutral", "neutral", "", precedent_roles=roles),
                     "offline@1")
    said = _parties_text(ex)
    assert "appellant" not in said and "the prosecution brought the case" in said


def test_a_petition_made_absolute_without_its_verb_is_allowed():
    # the order of a High Court writ, its verb dropped (a Bombay High Court writ in BUILD, paraphrased)
    text = ("7. The proposed sale of the petitioner's house for his father's tax arrears is without the authority of "
            "law.\n In the light of that, petition made absolute in terms of prayer clauses (a) and (b). No order as "
            "to costs.\n")
    assert detect_outcome(text).outcome == "allowed"


def test_no_appellate_judgment_of_the_demo_corpus_is_read_as_a_trial_or_a_suit(demo_cases):
    # the 250 shipped judgments are Supreme Court appeals and petitions: a first-instance reading of any of them
    # would give its card the trial's sides (scripts/first_instance_count.py counts AILA and IRLeD too)
    read = [c["id"] for c in demo_cases if first_instance(str(c.get("text") or "")) is not None]
    assert len(demo_cases) == 250 and read == []
