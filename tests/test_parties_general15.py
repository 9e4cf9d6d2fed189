"""Fifteenth pass: who brought the matter, in older judgments whose opening names no party by role.

- an industrial dispute: the employer by its workforce ("the appellant and its workmen") or by what it did to them
  (retrenched, terminated); the employee by a post held, a retirement imposed, a reinstatement directed; a body
  named as the one that brought this appeal (a municipality, the workmen's union);
- income tax: the assessee by its income or profits, its assessment, what it was held to be;
- tenancy: a suit against a place for possession (the tenant), a suit by a place for possession (the landlord); a
  zamindar or lessor, and the place land was let to;
- land and the State: the owner of land acquired or not exempted, the acquirer that took possession, the place
  that applied to Government for permission, the State named as a numbered place, a writ allowed below;
- criminal: an offence alleged against a place, a transfer petition by the accused or the complainant.

Each with sentences that must *not* be read. Sentences written for these tests, not copied from any data set.
"""

from lcr_core.explain.roles import criminal_reading, precedent_parties

EMP = ("employee", "employer")
TAX = ("assessee", "revenue")
TEN = ("tenant", "landlord")
CIT = ("citizen", "government")

_LABOUR = ("Industrial Disputes Act, 1947, ss. 25F and 33: retrenchment of workmen; the Industrial Tribunal; the "
           "Labour Court's award; reinstatement with back wages; the employer; the workmen's union.\n")
_SERVICE = ("Service law: removal from service; the disciplinary authority; a departmental enquiry; the service "
            "rules; the government servant's pension; reinstatement.\n")
_TAXHEAD = ("Income-tax Act, 1922, s. 66(2): reference to the High Court; assessment years 1950-51 to 1952-53; the "
            "Income-tax Officer; the Appellate Assistant Commissioner; the Tribunal; the assessee.\n")
_RENT = ("Bombay Rents, Hotel and Lodging House Rates Control Act, 1947: premises let to a tenant; the landlord's "
         "bona fide requirement; the tenancy; arrears of rent.\n")
_LAND = ("Land Acquisition Act, 1894, ss. 4, 6 and 23: land acquired for a housing scheme; the notification under "
         "s. 4; the award of the Collector; the State Government; solatium and interest.\n")
_WRIT = ("Constitution of India, Articles 14, 19 and 226: writ petition against the order of the State Government; "
         "fundamental rights; the Government's notification; ultra vires.\n")
_CRIME = ("Indian Penal Code, 1860, ss. 420 and 468: cheating and forgery; the Code of Criminal Procedure, s. 439; "
          "the Chief Judicial Magistrate took cognizance.\n")


# ---- industrial disputes and service --------------------------------------------------------------------------

def test_an_appellant_with_its_own_workmen_is_the_employer():
    text = (_LABOUR + "An industrial dispute between the appellant and its workmen was pending before the Tribunal. "
            "Allowing the appeal,\n")
    p = precedent_parties(text, "", EMP)
    assert p.pair == EMP and p.appellant == "employer"


def test_the_place_that_retrenched_workmen_is_the_employer_but_not_the_retrenched_place():
    text = _LABOUR + "Meanwhile the appellant passed orders retrenching 22 daily rated workmen. Allowing the appeal,\n"
    assert precedent_parties(text, "", EMP).appellant == "employer"
    # the respondents *were* retrenched: they are the workmen, so the appellant is the employer, not the reverse
    text = (_LABOUR + "The respondents were retrenched workmen of the water works section. Dismissing the appeal,\n")
    assert precedent_parties(text, "", EMP).appellant != "employee"


def test_a_retirement_imposed_on_a_place_makes_it_the_employee():
    text = (_SERVICE + "The High Court set aside the order of the State pre-maturely retiring the first respondent, a "
            "member of the judicial service. Dismissing the appeals,\n")
    p = precedent_parties(text, "", EMP)
    assert p.pair == EMP and p.appellant == "employer"


def test_a_post_held_by_the_appellant_makes_it_the_employee_not_a_relative_post():
    text = (_SERVICE + "The appellant Ram Lal, who appeals to this Court by special leave against the judgment of the "
            "High Court dated May 2, 1962, was a Head Warder in the Central Jail. Allowing the appeal,\n")
    assert precedent_parties(text, "", EMP).appellant == "employee"
    text = _SERVICE + "The appellant's son was a constable in the district. Allowing the appeal,\n"
    assert precedent_parties(text, "", EMP).appellant is None


def test_this_appeal_by_a_municipality_or_by_the_workmen_names_the_appellant():
    text = (_LABOUR + "This appeal by special leave at the instance of the Rampur Municipality is directed against the "
            "award of the Industrial Tribunal. Allowing the appeal,\n")
    assert precedent_parties(text, "", EMP).appellant == "employer"
    text = (_LABOUR + "This appeal by special leave at the instance of the workmen of the Rampur Mills is directed "
            "against the award. Dismissing the appeal,\n")
    assert precedent_parties(text, "", EMP).appellant == "employee"


def test_reinstatement_of_a_place_makes_it_the_employee():
    text = _LABOUR + "The Tribunal directed reinstatement of the respondents with back wages. Allowing the appeal,\n"
    assert precedent_parties(text, "", EMP).appellant == "employer"


# ---- income tax -------------------------------------------------------------------------------------------

def test_the_appellant_held_a_dealer_and_rightly_assessed_is_the_assessee():
    text = (_TAXHEAD + "The Tribunal held that the appellant was to be regarded as a dealer in shares. Held, that the "
            "appellant must be held to have been rightly assessed. Dismissing the appeal,\n")
    p = precedent_parties(text, "", TAX)
    assert p.pair == TAX and p.appellant == "assessee"


def test_profits_made_by_a_place_make_it_the_assessee_but_an_assessment_made_by_it_does_not():
    text = (_TAXHEAD + "The profits made by the respondent from the sale of the shares came to several lakhs as business "
            "income. Allowing the appeal,\n")
    assert precedent_parties(text, "", TAX).appellant == "revenue"
    text = _TAXHEAD + "The assessments made by the respondent were set aside. Allowing the appeal,\n"
    assert precedent_parties(text, "", TAX).appellant is None


def test_appellants_being_financial_institutions_are_the_assessees():
    text = (_TAXHEAD + "In this batch of appeals the appellants being various leading financial institutions of the "
            "country, the question is how interest on doubtful advances is taxed. Dismissing the appeals,\n")
    assert precedent_parties(text, "", TAX).appellant == "assessee"


# ---- tenancy -------------------------------------------------------------------------------------------------

def test_a_suit_for_possession_against_a_place_makes_it_the_tenant():
    text = (_RENT + "The respondent companies instituted suits against the appellants for the recovery of possession "
            "of two flats. Dismissing the appeals,\n")
    p = precedent_parties(text, "", TEN)
    assert p.pair == TEN and p.appellant == "tenant"


def test_a_suit_for_possession_by_a_place_makes_it_the_landlord():
    text = _RENT + "The appellant filed a suit against the occupant for possession of the shop. Allowing the appeal,\n"
    assert precedent_parties(text, "", TEN).appellant == "landlord"


def test_zamindars_and_land_given_on_theka():
    text = (_RENT + "The appellants and others were the Zamindars of a village in which certain lands were given on "
            "Theka to the respondent. Dismissing the appeal,\n")
    assert precedent_parties(text, "", TEN).appellant == "landlord"
    # a suit about possession with no tenancy word for a place: nothing
    text = _RENT + "The appellant and the respondent both claimed possession of the plot. Dismissing the appeal,\n"
    assert precedent_parties(text, "", TEN).appellant is None


# ---- land and the State ----------------------------------------------------------------------------------------

def test_the_place_whose_land_was_acquired_is_the_citizen():
    text = (_LAND + "The respondent's land admeasuring 5 acres was acquired by the State Government in 1963. "
            "Allowing the appeal,\n")
    p = precedent_parties(text, "", CIT)
    assert p.pair == CIT and p.appellant == "government"


def test_a_site_not_exempted_from_acquisition_is_the_citizens():
    text = (_LAND + "The neighbouring nursery was given exemption whereas the appellant's site used for residence "
            "has not been exempted from the acquisition. Dismissing the appeal,\n")
    assert precedent_parties(text, "", CIT).appellant == "citizen"


def test_the_place_that_took_possession_before_the_notification_is_the_acquirer():
    text = (_LAND + "The admitted facts are that the petitioner had taken possession of the lands in 1971 but the "
            "notification under s 4(1) was published in 1984. The petition is dismissed.\n")
    assert precedent_parties(text, "", CIT).appellant == "government"
    # a purchaser taking possession of what he bought is no acquirer
    text = _LAND + "The appellant had taken possession of the house after the sale deed. Dismissing the appeal,\n"
    assert precedent_parties(text, "", CIT).appellant is None


def test_owners_in_apposition_and_an_applicant_to_government_are_citizens():
    text = _LAND + "The question is when the respondents- owners are entitled to the additional amount.\n"
    assert precedent_parties(text, "", CIT).appellant == "government"
    text = (_WRIT + "The first respondent, a registered trust, applied to the Government of Tamil Nadu for permission "
            "to start an engineering college. Dismissing the appeals,\n")
    assert precedent_parties(text, "", CIT).appellant == "government"


def test_the_state_as_respondent_no_1_but_not_as_a_later_numbered_respondent():
    text = (_WRIT + "The respondent No 1 - State Government issued a notification fixing the fees. The petition is "
            "allowed.\n")
    assert precedent_parties(text, "", CIT).appellant == "citizen"
    text = _WRIT + "The respondent No 2 - State Government was a proforma party. The petition is allowed.\n"
    assert precedent_parties(text, "", CIT).appellant is None


def test_writ_petitions_allowed_by_the_high_court_bring_the_states_appeal():
    text = (_WRIT + "The petitioners' writ petitions challenging the validity of the Town Planning Act were allowed "
            "by the High Court on the ground that s. 34 was unconstitutional.\nIn appeal to this Court it was "
            "contended that the Act was valid. Allowing the appeals,\nK. Rao for the appellants.\nS. Iyer for the "
            "appellants in the connected appeal and for the respondents.\n")
    assert precedent_parties(text, "", CIT).appellant == "government"
    # the same writs *dismissed* by the High Court: the writ petitioners appealed
    text = text.replace("were allowed by the High Court on the ground that s. 34 was unconstitutional",
                        "were dismissed by the High Court")
    assert precedent_parties(text, "", CIT).appellant == "citizen"


# ---- criminal ----------------------------------------------------------------------------------------------

def test_an_offence_alleged_against_the_appellant_makes_it_the_accused():
    text = (_CRIME + "The offence now alleged against the appellant is under sections 420 and 468. He may be "
            "released on bail, and the State may seek cancellation of bail. The appeal is disposed of.\n")
    side, _, _ = criminal_reading(text)
    assert side == "accused"


def test_a_transfer_petition_names_who_asks():
    text = (_CRIME + "This transfer petition has been filed by the complainant seeking transfer of the criminal case "
            "from Delhi to Bombay. The petition is allowed.\n")
    assert criminal_reading(text)[0] == "prosecution"
    text = (_CRIME + "This transfer petition has been filed by the accused seeking transfer of the criminal case from "
            "Delhi to Bombay. The petition is dismissed.\n")
    assert criminal_reading(text)[0] == "accused"


def test_a_later_numbered_state_or_a_bare_respondent_state_is_not_read():
    text = (_WRIT + "The 1st respondent appealed to the 2nd respondent, the State of Punjab, the appellate authority. "
            "Dismissing the appeal,\n")
    assert precedent_parties(text, "", CIT).appellant is None
    text = _WRIT + 'The High Court said "the value given by the respondent-State has to be accepted". Allowing the appeals,\n'
    assert precedent_parties(text, "", CIT).appellant is None



def test_the_appellant_state_of_a_batch_where_both_sides_appealed_is_not_read_from_a_bare_compound():
    # a bare "appellant-State" in a batch where both sides appealed: no placement from it
    text = (_LAND + "The High Court upheld the notifications but struck down the declarations of urgency. In the "
            "appeals by the State, it was contended by the appellant-State that the burden lay on the owners. "
            "Dismissing all the appeals,\n")
    assert precedent_parties(text, "", CIT).appellant is None


def test_cross_appeals_decided_below_do_not_stop_reading_this_appeals_parties():
    text = (_LAND + "The respondent's land was acquired by the State Government in 1963. On appeal and cross appeals, "
            "the High Court confirmed the award. Allowing the appeal,\n")
    assert precedent_parties(text, "", CIT).appellant == "government"
    text = _LAND + "The respondent's land was acquired. Both cross appeals are before us. Allowing the appeal,\n"
    assert precedent_parties(text, "", CIT).basis == "cross appeals"


def test_a_relatives_deeds_do_not_place_the_party():
    text = _RENT + "The appellant's father had filed a suit against the occupant for possession of the shop.\n"
    assert precedent_parties(text, "", TEN).appellant is None
    text = _LAND + "The petitioner's agent had taken possession of the lands before the notification.\n"
    assert precedent_parties(text, "", CIT).appellant is None
