"""The user's time zone, in one place: a missing or unknown zone name means UTC, never an error.

Understanding (rules and Gemini), the graph's clock and the replies all turn a zone *name* (from the
settings or the request) into a `ZoneInfo` here, so they agree on the fallback.
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import cache, lru_cache
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

__all__ = ["UnknownTimezone", "canonical_zone", "local_now", "zone", "zone_for_place"]

UTC_ZONE = ZoneInfo("UTC")


@lru_cache(maxsize=64)  # a bad name costs a failed file lookup; pay it once
def zone(name: str | None) -> ZoneInfo:
    """The zone called `name`; UTC when the name is missing or unknown (a bad name must not stop a turn)."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return UTC_ZONE


class UnknownTimezone(ValueError):
    """Not an IANA time zone name; `str(error)` is a sentence for a person."""


@cache
def _zone_names() -> dict[str, str]:
    return {name.lower(): name for name in available_timezones()}


def canonical_zone(name: str) -> str:
    """The IANA name `name` means, spelled as the database spells it (“europe/paris” → “Europe/Paris”).

    Where a zone is *stored* (a user's setting), a wrong name is refused, not read as UTC as `zone` does.
    """
    found = _zone_names().get(str(name).strip().lower()) if isinstance(name, str) else None
    if found is None:
        shown = str(name)[:60]
        raise UnknownTimezone(f"“{shown}” is not a time zone I know: use an IANA name such as Europe/Paris or "
                              "America/New_York.")
    return found


def local_now(now: datetime | None, tz: ZoneInfo) -> datetime:
    """`now` as an aware time in `tz` (the current time when None); a naive `now` is taken as already local."""
    if now is None:
        return datetime.now(tz)
    return now.replace(tzinfo=tz) if now.tzinfo is None else now.astimezone(tz)


# Places people name that are not the city a zone is called after.
_PLACE_ALIASES = {"new york city": "America/New_York", "nyc": "America/New_York", "san francisco":
                  "America/Los_Angeles", "sf": "America/Los_Angeles", "la": "America/Los_Angeles", "utc": "UTC",
                  "gmt": "UTC", "washington": "America/New_York", "boston": "America/New_York",
                  "munich": "Europe/Berlin", "beijing": "Asia/Shanghai", "mumbai": "Asia/Kolkata",
                  "delhi": "Asia/Kolkata", "new delhi": "Asia/Kolkata", "seattle": "America/Los_Angeles",
                  # what a city is called for short: "im in joburg for the week", "in philly till friday"
                  "joburg": "Africa/Johannesburg", "jozi": "Africa/Johannesburg", "jhb": "Africa/Johannesburg",
                  "philly": "America/New_York", "vegas": "America/Los_Angeles", "kl": "Asia/Kuala_Lumpur",
                  # US zones as people say them ("I'm on central time", "set timezone est": they mean with DST)
                  "eastern": "America/New_York", "est": "America/New_York", "edt": "America/New_York",
                  "et": "America/New_York", "central": "America/Chicago", "cst": "America/Chicago",
                  "cdt": "America/Chicago", "mountain": "America/Denver", "mst": "America/Denver",
                  "mdt": "America/Denver", "pacific": "America/Los_Angeles", "pst": "America/Los_Angeles",
                  "pdt": "America/Los_Angeles", "pt": "America/Los_Angeles", "bst": "Europe/London",
                  "uk": "Europe/London", "england": "Europe/London", "britain": "Europe/London",
                  "scotland": "Europe/London", "wales": "Europe/London", "ireland": "Europe/Dublin",
                  "cet": "Europe/Berlin", "cest": "Europe/Berlin", "germany": "Europe/Berlin", "france": "Europe/Paris",
                  "spain": "Europe/Madrid", "italy": "Europe/Rome", "netherlands": "Europe/Amsterdam",
                  "india": "Asia/Kolkata", "ist": "Asia/Kolkata", "japan": "Asia/Tokyo", "jst": "Asia/Tokyo",
                  "china": "Asia/Shanghai", "korea": "Asia/Seoul", "south korea": "Asia/Seoul",
                  "aest": "Australia/Sydney", "nz": "Pacific/Auckland", "new zealand": "Pacific/Auckland",
                  "hawaii": "Pacific/Honolulu", "hst": "Pacific/Honolulu", "hawaiian": "Pacific/Honolulu",
                  # states' and countries' nicknames: "use tassie time", "on kiwi time", "aussie eastern time"
                  "tassie": "Australia/Hobart", "tasmania": "Australia/Hobart", "kiwi": "Pacific/Auckland",
                  "aotearoa": "Pacific/Auckland", "sao paulo": "America/Sao_Paulo",
                  "brazil": "America/Sao_Paulo", "mexico": "America/Mexico_City", "hk": "Asia/Hong_Kong",
                  "israel": "Asia/Jerusalem", "uae": "Asia/Dubai", "dubai": "Asia/Dubai",
                  # cities with no zone of their own name, and names in their own language ("ich bin in wien")
                  **dict.fromkeys(("manchester", "birmingham", "leeds", "liverpool", "glasgow", "edinburgh", "bristol",
                                   "cardiff", "belfast", "newcastle", "sheffield", "nottingham", "oxford", "cambridge"),
                                  "Europe/London"),
                  **dict.fromkeys(("hamburg", "frankfurt", "cologne", "koln", "köln", "münchen", "muenchen",
                                   "stuttgart", "dusseldorf", "düsseldorf", "leipzig", "dresden"), "Europe/Berlin"),
                  **dict.fromkeys(("houston", "dallas", "austin", "san antonio", "minneapolis", "new orleans",
                                   "kansas city", "st louis", "nashville", "milwaukee", "omaha", "memphis", "tulsa",
                                   "oklahoma city", "des moines", "wichita", "madison", "st paul", "saint paul",
                                   "little rock", "baton rouge", "fort worth"),
                                  "America/Chicago"),
                  **dict.fromkeys(("miami", "atlanta", "philadelphia", "dc", "washington dc", "baltimore", "pittsburgh",
                                   "orlando", "charlotte", "cleveland", "brooklyn", "tampa", "jacksonville",
                                   "raleigh", "richmond", "columbus", "cincinnati", "buffalo", "charleston", "savannah",
                                   "hartford", "providence", "newark", "queens", "the bronx", "manhattan"),
                                  "America/New_York"),
                  **dict.fromkeys(("san diego", "portland", "las vegas", "sacramento", "san jose", "oakland"),
                                  "America/Los_Angeles"),
                  **dict.fromkeys(("montreal", "ottawa", "quebec"), "America/Toronto"),
                  "calgary": "America/Edmonton", "salt lake city": "America/Denver", "albuquerque": "America/Denver",
                  "boulder": "America/Denver", "el paso": "America/Denver", "colorado springs": "America/Denver",
                  "tucson": "America/Phoenix",
                  "scottsdale": "America/Phoenix", "reno": "America/Los_Angeles", "fresno": "America/Los_Angeles",
                  "wien": "Europe/Vienna",
                  "lisboa": "Europe/Lisbon", "porto": "Europe/Lisbon", "roma": "Europe/Rome", "milano": "Europe/Rome",
                  "milan": "Europe/Rome", "florence": "Europe/Rome", "firenze": "Europe/Rome", "napoli": "Europe/Rome",
                  "naples": "Europe/Rome", "praha": "Europe/Prague", "warszawa": "Europe/Warsaw",
                  "krakow": "Europe/Warsaw", "kraków": "Europe/Warsaw", "barcelona": "Europe/Madrid",
                  "sevilla": "Europe/Madrid", "seville": "Europe/Madrid", "valencia": "Europe/Madrid",
                  "bruxelles": "Europe/Brussels", "brussel": "Europe/Brussels", "geneva": "Europe/Zurich",
                  "genève": "Europe/Zurich", "lyon": "Europe/Paris", "marseille": "Europe/Paris",
                  "rotterdam": "Europe/Amsterdam", "den haag": "Europe/Amsterdam", "the hague": "Europe/Amsterdam",
                  "københavn": "Europe/Copenhagen", "moskva": "Europe/Moscow", "st petersburg": "Europe/Moscow",
                  "bangalore": "Asia/Kolkata", "bengaluru": "Asia/Kolkata", "chennai": "Asia/Kolkata",
                  "osaka": "Asia/Tokyo", "kyoto": "Asia/Tokyo", "beijing time": "Asia/Shanghai",
                  "canberra": "Australia/Sydney", "auckland": "Pacific/Auckland", "wellington": "Pacific/Auckland",
                  "cape town": "Africa/Johannesburg", "rio": "America/Sao_Paulo", "rio de janeiro": "America/Sao_Paulo"}
_PLACE_CUTOFF = 88  # rapidfuzz ratio: "berln" and "londn" match, "atlantis" (≈ "atlantic") does not
_REGIONS = frozenset({"Africa", "America", "Antarctica", "Asia", "Atlantic", "Australia", "Europe", "Indian",
                      "Pacific"})  # the current names; "Canada/Atlantic" and friends are legacy links


_PLACES_DIR = Path(__file__).with_name("places")


def _rows(table: str) -> list[list[str]]:
    """The tab-separated rows of one of todobot/places' tables."""
    return [line.split("\t") for line in (_PLACES_DIR / table).read_text(encoding="utf-8").splitlines()]


@cache
def _cities() -> dict[str, list[tuple[str, str, str]]]:
    """GeoNames' cities of 15,000 people or more (todobot/places/cities.tsv): name → (country, state, zone),
    most populous first. Read the first time a place is not a zone's own city nor an alias, then kept."""
    cities: dict[str, list[tuple[str, str, str]]] = {}
    for name, country, state, tz in _rows("cities.tsv"):
        cities.setdefault(name, []).append((country, state, tz))
    return cities


@cache
def _regions() -> dict[str, tuple[str, str]]:
    """Countries and US states as said after a city ("phoenix az", "perth scotland"): name → (country, state)."""
    return {name: (country, state) for name, country, state in _rows("regions.tsv")}


def _city_zone(said: str) -> str | None:
    """The zone of the city `said` ("christchurch", "cebu"), the most populous of that name unless a country or state
    follows ("birmingham alabama", "perth, scotland", "phoenix az"); None when no such city."""
    cities = _cities()
    for name in (said, f"{said} city"):  # "cebu" is GeoNames' "Cebu City"
        if name in cities:
            return cities[name][0][2]
    words = said.replace(",", " ").split()
    for cut in (1, 2, 3):
        if len(words) <= cut:
            break
        where = _regions().get(" ".join(words[-cut:]))
        rows = cities.get(" ".join(words[:-cut])) or []
        if where is not None:
            return next((tz for country, state, tz in rows if country == where[0] and where[1] in ("", state)), None)
    return None


@cache
def _places() -> dict[str, str]:
    """Each zone's city, said as a person says it ("new york" → America/New_York), plus the full names."""
    places: dict[str, str] = {}
    for name in sorted(available_timezones()):
        if name.split("/", 1)[0] in _REGIONS:
            places.setdefault(name.rsplit("/", 1)[1].replace("_", " ").lower(), name)
    return {**places, **_zone_names(), **_PLACE_ALIASES}  # an alias wins: "est" is New York's time, with DST


# "utc-5", "gmt +2", "5 hours behind utc", "an hour ahead of gmt": a fixed offset from UTC, in whole hours
_OFFSET = re.compile(r"(?:utc|gmt)\s*(?P<sign>[+-])\s*(?P<hours>\d{1,2})(?::?00)?"
                     r"|(?P<count>\d{1,2}|an?|one)\s+(?:hours?|hrs?)\s+(?P<side>behind|ahead\s+of|before|after)\s+(?:utc|gmt)")


def _offset_zone(found: re.Match[str]) -> str | None:
    """The IANA fixed-offset zone for an offset said (POSIX-style names: UTC-5 is "Etc/GMT+5")."""
    if found.group("sign"):
        hours = int(found.group("hours")) * (1 if found.group("sign") == "+" else -1)
    else:
        count = found.group("count")
        hours = int(count) if count.isdigit() else 1
        hours = -hours if found.group("side") in ("behind", "before") else hours
    if not -12 <= hours <= 14:
        return None
    return "Etc/UTC" if hours == 0 else f"Etc/GMT{-hours:+d}"


def zone_label(name: str) -> str:
    """A zone as a person reads it: "Europe/Berlin" as is, a fixed offset as "UTC-5" (not POSIX's "Etc/GMT+5")."""
    found = re.fullmatch(r"Etc/GMT([+-])(\d{1,2})", name)
    if found:
        return f"UTC{'-' if found.group(1) == '+' else '+'}{found.group(2)}"
    return "UTC" if name in ("Etc/UTC", "Etc/GMT", "UTC") else name


def zone_for_place(words: str) -> str | None:
    """The IANA zone a city or zone name means ("Berlin", "tokio", "america/new_york"), or None when unknown."""
    from rapidfuzz import fuzz, process

    said = " ".join(words.lower().replace("_", " ").strip(" .!?,").split())
    said = said.removeprefix("the ").removesuffix(" time").strip()
    if not said:
        return None
    offset = _OFFSET.fullmatch(said)
    if offset:
        return _offset_zone(offset)
    places = _places()
    exact = places.get(said) or places.get(said.replace(" ", "_")) or _city_zone(said)
    if exact:
        return exact
    town, comma, country = said.rpartition(",")
    if comma and town.strip() and country.strip():  # "norfolk, england": a county or village the cities do not hold,
        wide = places.get(country.strip())  # in a country (or state) with its own zone
        if wide:
            return wide
    if len(said) < 4:
        return None  # too short to guess from
    found = process.extractOne(said, list(places), scorer=fuzz.ratio, score_cutoff=_PLACE_CUTOFF)
    return places[found[0]] if found else None
