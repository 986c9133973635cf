"""A vendor's quote sheet (CSV): the prices IT staff were quoted, as price overrides for every request.

    gpu,price,currency
    rtx-4090,14999,CNY
    NVIDIA RTX PRO 6000 Blackwell Workstation Edition,"8,565",USD

`gpu` is a catalog id or the card's name as the catalog or a driver writes it; `price` one card's
price (thousands separators and a currency sign are allowed); `currency` CNY, USD or EUR. Column
names may be Chinese too (显卡, 型号 or 显卡型号; 单价, 价格 or 含税单价; 货币 or 币种), and the file UTF-8
(with or without the byte-order mark Excel writes) or GB18030, which Excel on Chinese Windows saves CSV in.
With no currency column, a price header that names its currency stands in for it ("含税单价(元)",
"Price (USD)"); total rows ("合计", "Total") are skipped.
A card quoted twice (two vendors' sheets pasted together) takes its lowest price, and `quote_notes` says so.

    quotes = read_quotes("vendor.csv")                 # raises DataFileError naming the row and column
    profile = with_quotes(profile, quotes)            # in the profile's currency; its own quotes win
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from wizard.core.catalog import load_catalog, match_gpu_candidates, name_pairs, read_bytes, utf16_text
from wizard.core.catalog_models import Catalog
from wizard.core.errors import PROBLEMS, DataFileError, suggestions
from wizard.core.money import converted, currency, load_rates
from wizard.core.profile import Currency, Profile, currency_code
from wizard.core.results import Message
from wizard.core.typed_numbers import CURRENCY_MARKS, digits_value, end_marks, normalized

MAX_BYTES = 5_000_000  # a quote sheet is a few hundred rows; anything this big is another file

# Accepted column names, lower-cased, for each column (English first: the one error messages name).
COLUMNS: dict[str, tuple[str, ...]] = {
    # Most telling first: a purchasing sheet's 名称 (name) often says only "显卡" while 型号 (model) holds the
    # card; where several are present the one whose cells name catalog cards is read (_gpu_column).
    "gpu": ("gpu", "显卡型号", "型号", "产品型号", "model", "card", "id", "显卡", "name", "名称", "产品名称", "品名"),
    # "含税单价(元)", a Chinese purchasing sheet's usual header (the bracket goes: see below)
    "price": ("price", "unit price", "price per card", "单价", "价格", "报价", "含税单价", "含税价", "含税价格",
              "不含税单价", "不含税价", "不含税价格", "未税单价", "未税价", "未税价格"),
    "currency": ("currency", "货币", "币种"),
}
# A row that sums the others ("合计", "Total"): not a card.
_TOTAL_ROWS = frozenset({"合计", "总计", "小计", "total", "subtotal", "sum"})
# A row of a whole-workstation quote that is another part (CPU, memory, disks...) is skipped and said
# (QUOTE_SKIPPED_ROWS): one such sheet had been refused for its "Intel Core i7-14700K" row (CLI review, 2026-12-02).
# A card's quote must never be dropped unsaid, so a row is skipped only when it says it is another part, and only a
# processor's name or a category column outweighs words that name a card ("Ryzen 7 8700G with Radeon Graphics"). A
# row that matches no card and says neither stays an error. (Two cuts of this session's had dropped "4090D 24G",
# "A770 16G", "DGX Spark 4TB" and refused "1000W 电源"; reviews of this session's diff.)
_CARD_WORDS = re.compile(
    r"显卡|geforce|quadro|tesla|radeon|instinct|titan|jetson|dgx|gaudi|nvidia|英伟达|\b(?:rtx|gtx|arc)\b"
    r"|\b(?:rtx|gtx)\d|\brx\s?\d|\bmi\d{2,3}\b|ryzen\W*ai\W*max|strix\s?halo"
    # datacenter and Arc model codes, named one by one: chipsets (B650, H610) look alike
    r"|\b(?:a(?:2|10|16|30|40|100|800|310|380|580|750|770)|b(?:50|60|200|300|570|580)|h(?:20|100|200|800)"
    r"|l(?:4|20|40s?)|v100|p40|p100|t4|gb(?:10|200|300))\b"
    # a four-digit model ("4090D 24G", "5070Ti"): not a watt rating, a resolution, a memory speed, a CPU's 8700G
    r"|(?<![\d.×xX*])(?<!ddr\d-)(?<!ddr\d\s)(?<!ddr\d)\d{4}(?:\s?(?:d|ti|super|xtx?|gre))?(?![\d.×xX*])"
    r"(?!\s?(?:w|mhz|mt|hz|年|g\b|k\b|f\b))", re.IGNORECASE)
# A processor's name: another part even beside a card's word ("with Radeon Graphics", "UHD Graphics 730").
_PROCESSOR = re.compile(
    r"\bcpu\b|处理器|锐龙(?!\W*ai)|酷睿|至强|\bcore\s?(?:i[3579]|ultra)\b|\bultra\s?[3579]\s?\d{3}|\bi[3579][\s-]?\d{4,5}"
    r"|\bxeon\b|\bepyc\b|threadripper|\bryzen\b(?!\W*ai\W*max)|\br[3579]\s?\d{4}"
    r"|\b\d{4}x3d\b|\b[579]\d{3}x\b|\b1[2-4]\d{3}k[fs]?\b", re.IGNORECASE)
# Words of other parts and services, heeded where nothing in the row names a card.
_OTHER_PART = re.compile(
    r"内存|\bram\b|\bddr\d|memory|\bssd\b|nvme|固态|硬盘|\bhdd\b|\d+\s?tb\b|主板|motherboard|mainboard|wifi"
    r"|\b[abhxz][5-9]\d0[a-z]?\b|电源|power supply|\bpsu\b|\d{3,4}\s?w\b|机箱|chassis|\bcase\b|散热|水冷|cooler|风扇"
    r"|\bfan\b|显示器|monitor|\d+\s?寸|键盘|keyboard|鼠标|mouse|键鼠|网卡|网线|服务|人工|质保|保修|warranty|运费|包邮"
    r"|shipping|税费|组装|装机|assembly|windows|\bwin\s?1[01]\b|系统|riser|延长线|支架|bracket|\bcable\b|桥接",
    re.IGNORECASE)
# A category column's word for another part ("CPU" under 名称, whose 型号 holds the part's name).
_OTHER_CATEGORY_TEXT = """cpu 处理器 内存 内存条 硬盘 固态硬盘 ssd 主板 电源 机箱 散热 散热器 显示器 键盘 鼠标 键鼠 服务
    服务费 其他 配件 memory ram motherboard psu case cooler monitor storage service"""
_OTHER_CATEGORIES = frozenset(_OTHER_CATEGORY_TEXT.split())
_NUMBER_CELL = re.compile(r"[\d\s,.¥￥$€元%+-]*")


def other_part(gpu_cell: str, cells: Sequence[str]) -> bool:
    """Whether a sheet's row quotes another part of the computer than a graphics card: a category column says so, or
    its card cell names a processor, or it names another part and nothing that names a card (the numbers of the
    price, count and amount columns are no model's)."""
    words = [c.strip() for c in cells if not _NUMBER_CELL.fullmatch(c.strip())]
    if any(w.casefold() in _OTHER_CATEGORIES for w in words if w != gpu_cell.strip()):
        return True
    if _PROCESSOR.search(gpu_cell):
        return True
    row = " ".join(words)
    return bool(_OTHER_PART.search(row)) and not _CARD_WORDS.search(row)


_PARTNER_TEXT = """
    asus 华硕 tuf rog strix astral prime dual proart 七彩虹 colorful igame advanced vulcan ultra neptune 战斧 火神
    技嘉 gigabyte aorus eagle windforce gaming 魔鹰 雪鹰 微星 msi ventus suprim 万图师 魔龙 影驰 galax 金属大师 星曜
    索泰 zotac 天启 月白 映众 inno3d 冰龙 耕升 gainward 追风 踏雪 pny 蓝宝石 sapphire nitro+ pulse 超白金 讯景 xfx
    撼讯 powercolor 红魔 华擎 asrock 迪兰 铭瑄 maxsun oc 超频 公版 白 白色 显卡 graphics card trio
    涡轮版 涡轮 三风扇 双风扇 nvidia 英伟达 amd 超神 豪华版 白金版
    """
_PARTNER_WORDS = frozenset(_PARTNER_TEXT.split())


@dataclass(frozen=True)
class Quote:
    """One card's quoted price, per card, in `currency`; `row` is its row in the sheet (header = 1)."""

    gpu_id: str
    price: float
    currency: Currency
    row: int
    passed_over: tuple[int, ...] = ()  # rows quoting this card higher (another vendor's): not used
    tax_added: float = 0.0  # the VAT added to a price the sheet gives before tax (a share: 0.13)


class QuoteSheet(list[Quote]):
    """A sheet's quotes, one per card, and the rows it skipped as quoting no graphics card (`skipped`)."""

    skipped: tuple[int, ...] = ()


def read_quotes(path: str | Path, catalog: Catalog | None = None) -> list[Quote]:
    p = Path(path)
    return parse_quotes(read_bytes(p, MAX_BYTES, "sheet_too_large"), str(p), catalog)


def _text(raw: bytes, name: str) -> str:
    text = utf16_text(raw)  # Excel's "Unicode Text": UTF-16, tab-separated; it had been called a binary file
    if text is not None:
        return text
    if b"\x00" in raw[:4096]:
        raise DataFileError.problem(name, "binary_sheet")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            return raw.decode("gb18030")  # Excel "CSV" on Chinese Windows
        except UnicodeDecodeError as exc:  # a Western Excel's CP1252 ("€", "é"): how to save it instead
            raise DataFileError.problem(name, "sheet_encoding", byte=exc.start) from None


def _delimiter(text: str) -> str:
    """Commas, or what the header row is separated by instead: semicolons (Excel where the comma is the
    decimal sign) or tabs (Excel's "Unicode Text"). Such a sheet had been told it has no gpu, price and
    currency columns."""
    header = text.split("\n", 1)[0]
    if "," in header:
        return ","
    return max((";", "\t"), key=header.count) if (";" in header or "\t" in header) else ","


def parse_quotes(raw: bytes, name: str, catalog: Catalog | None = None) -> list[Quote]:
    """The quotes in a CSV sheet; DataFileError names the row and column of the first problem, and `others`
    the other bad rows'."""
    text = _text(raw, name)
    if not text.strip():
        raise DataFileError.problem(name, "empty")
    text = text.replace("\r\n", "\n").replace("\r", "\n")  # old Mac line ends, as csv wants them
    try:
        rows = list(csv.reader(io.StringIO(text), delimiter=_delimiter(text)))
    except csv.Error as exc:  # e.g. a NUL byte inside a field
        raise DataFileError.problem(name, "bad_csv", detail=str(exc)) from None
    # An unclosed quotation mark swallows the rest of the file into the last record's cell: "currency missing"
    # had been said of it. (A cell that spans lines on purpose closes its quotes.)
    unclosed = next((n for n, cells in reversed(list(enumerate(rows, start=1))) if any("\n" in c for c in cells)),
                    None)
    if unclosed is not None and text.count('"') % 2:
        raise DataFileError.problem(name, "unclosed_quote", row=unclosed)
    # "Price (per card)", "单价（元）": a note in brackets after the name is ignored
    header = [re.split(r"[(（]", h, maxsplit=1)[0].strip().lower() for h in rows[0]]
    where: dict[str, int] = {}
    cat = catalog or load_catalog()
    pairs = name_pairs(cat.gpus)
    ids = {g.id for g in cat.gpus}
    memory = {g.id: g.memory_gb for g in cat.gpus}
    for key, names in COLUMNS.items():
        found = [i for n in names for i, h in enumerate(header) if h == n]
        if len({header[i] for i in found}) < len(found):  # "gpu,gpu": the second card had been dropped unsaid
            raise DataFileError.problem(name, "twice_column", column=key,
                                        found=", ".join(rows[0][i].strip() for i in found))
        if found:
            where[key] = (_gpu_column(found, rows, ids, pairs) if key == "gpu" else
                          _price_column(found, header, rows[0]) if key == "price" else min(found))
    sheet_currency = None
    if "currency" not in where and "price" in where:
        # The price header may name it instead ("含税单价(元)", "Price (USD)"), in the marks a price cell may carry:
        # a Chinese sheet had been refused for want of a currency column while its header said 元.
        written = rows[0][where["price"]].lower()
        sheet_currency = next((Currency(code) for mark, code in CURRENCY_MARKS if mark.lower() in written), None)
    missing = [key for key in COLUMNS if key not in where and not (key == "currency" and sheet_currency)]
    if missing:  # with the headers it found: "missing: gpu" alone had left a 显卡型号 sheet's user guessing
        raise DataFileError.problem(name, "quote_columns", columns=", ".join(missing),
                                    found=", ".join(h.strip() for h in rows[0] if h.strip()) or "-")
    before_tax = pre_tax_header(rows[0][where["price"]])
    tax = load_rates().tax_included

    def row_quote(number: int, cells: list[str]) -> Quote | None:
        """The row's quote, None for a blank or total row; DataFileError for the row's first problem."""
        if not any(c.strip() for c in cells):
            return None  # a blank line between blocks of a pasted sheet
        if any(c.strip() for c in cells[len(rows[0]):]):
            # "rtx-5070-ti,16,009" under "gpu,含税单价(元)": the price had been read as ¥16 and the 009 dropped
            raise DataFileError.problem(name, "extra_cells", row=number, cells=len(cells), columns=len(rows[0]))

        def cell(key: str) -> str:
            i = where[key]
            return cells[i].strip() if i < len(cells) else ""

        if any(c.strip().lower() in _TOTAL_ROWS for c in cells):
            return None  # "合计" sums the rows above it, in whichever column (序号 in a Chinese purchasing sheet)
        cur = sheet_currency or _currency(cell("currency"), name, number)
        try:
            gpu_id = _gpu(cell("gpu"), ids, pairs, name, number, memory)  # the card first: its error is the one to fix
        except DataFileError as exc:
            if exc.code == "unknown_card" and other_part(cell("gpu"), cells):
                skipped.append(number)  # another part of the workstation (CPU, memory): not a card's quote
                return None
            raise
        price = _price(cell("price"), name, number, cur)
        # a price before tax gains the VAT prices in its currency include, as the app's own do (said by quote_notes)
        added = tax[cur] if before_tax else 0.0
        return Quote(gpu_id, round(price * (1 + added), 2), cur, number, tax_added=added)

    best: dict[str, Quote] = {}
    skipped: list[int] = []  # rows that quote no graphics card (row_quote)
    problems: list[DataFileError] = []  # every bad row is said at once, not one per run
    for number, cells in enumerate(rows[1:], start=2):
        try:
            q = row_quote(number, cells)
        except DataFileError as exc:
            problems.append(exc)
            continue
        if q is None:
            continue
        held = best.get(q.gpu_id)
        if held is None:
            best[q.gpu_id] = q
        elif _usd(q) < _usd(held):
            best[q.gpu_id] = replace(q, passed_over=tuple(sorted((*held.passed_over, held.row))))
        else:
            best[q.gpu_id] = replace(held, passed_over=(*held.passed_over, q.row))
    if problems:
        first = problems[0]
        first.others = problems[1:]
        raise first
    if not best and skipped:  # every row another part: said so, not "no card rows"
        raise DataFileError.problem(name, "no_card" if len(skipped) == 1 else "no_cards",
                                    rows=", ".join(str(r) for r in skipped))
    if not best:  # a header alone, or totals: the list prices had been used as if the vendor's were applied
        raise DataFileError.problem(name, "no_quotes")
    sheet = QuoteSheet(best.values())
    sheet.skipped = tuple(skipped)
    return sheet


# The price columns that include VAT, as the app's yuan and euro prices do (exchange_rates.toml tax_included).
_TAX_INCLUDED = frozenset({"含税单价", "含税价", "含税价格"})
# Words in a price header, its bracket included, that say the price is before tax ("不含税单价(元)",
# "Price (excl. VAT)"): the bracket had been dropped and such a price read as the tax-included one.
# Only beside a tax word: "Price (excl. shipping)" and "net of discount" include VAT (review of this session's diff).
_PRE_TAX = re.compile(r"不含税|未税|excl(?:\.|uding)?\s*(?:vat|tax|gst)|ex\.?\s*vat|before\s*tax|pre-?tax"
                      r"|without\s*(?:vat|tax)|net\s*of\s*(?:vat|tax)", re.IGNORECASE)


def pre_tax_header(raw: str) -> bool:
    return _PRE_TAX.search(raw) is not None


def _price_column(candidates: list[int], header: list[str], raw: list[str]) -> int:
    """The tax-included price where a sheet has it beside a pre-tax one (含税单价 and 不含税单价): the app's prices
    include VAT. Otherwise the leftmost price column, as the sheet reads."""
    return min(candidates, key=lambda i: (pre_tax_header(raw[i]), header[i] not in _TAX_INCLUDED, i))


def _gpu_column(candidates: list[int], rows: list[list[str]], ids: set[str], pairs: list[tuple[str, str]]) -> int:
    """Of the columns that may hold the card (most telling name first), the one whose cells name the most
    catalog cards in the first rows; the first when none does (its error then names the cell)."""
    if len(candidates) == 1:
        return candidates[0]

    def names_a_card(value: str) -> bool:
        return value.lower() in ids or len(match_gpu_candidates(value, pairs)) == 1

    sample = rows[1:21]
    scores = [sum(1 for r in sample if i < len(r) and r[i].strip() and names_a_card(r[i].strip()))
              for i in candidates]
    return candidates[max(range(len(candidates)), key=lambda k: (scores[k], -k))]


def quote_notes(quotes: Sequence[Quote], sheet: str, catalog: Catalog | None = None) -> list[Message]:
    """What a front end tells the user about a sheet: each card quoted in several rows, and which row's
    (lowest) price is used. It had been chosen silently; IT staff comparing two vendors' sheets pasted
    together could not tell whose price the report holds."""
    names = {g.id: g.name for g in (catalog or load_catalog()).gpus}
    taxed = sorted({(q.currency.value, q.tax_added) for q in quotes if q.tax_added > 0})
    skipped: tuple[int, ...] = getattr(quotes, "skipped", ())  # QuoteSheet: rows of other parts (CPU, memory)
    return [*([Message(code="QUOTE_SKIPPED_ROWS", params={
                "file": sheet, "rows": ", ".join(str(r) for r in skipped), "count": len(skipped)})] if skipped else []),
            *(Message(code="QUOTE_PRE_TAX", params={"file": sheet, "tax": round(tax * 100), "currency": cur})
              for cur, tax in taxed),
            *(Message(code="QUOTE_LOWEST_USED", params={
                "file": sheet, "gpu": names.get(q.gpu_id, q.gpu_id), "row": q.row, "count": 1 + len(q.passed_over)})
              for q in sorted(quotes, key=lambda q: q.row) if q.passed_over)]


def _usd(q: Quote) -> float:
    """For comparing two quotes of one card in different currencies (the bundled rates suffice)."""
    return converted(q.price, q.currency, Currency.USD)


def _shop_name(value: str) -> str:
    """A shop's product name without the board partner's words around the card ("华硕 TUF RTX 5070 Ti 16G" ->
    "RTX 5070 Ti 16G"), with the family's prefix before a bare model number as the catalog names it."""
    # a storage size or bandwidth ("DGX Spark 4TB", "4.8TB/s") and an accessory included ("含支架") name no card
    value = re.sub(r"[™®]|[含附]\S*支架", " ", value)
    kept = [w for w in value.split()
            if w.casefold() not in _PARTNER_WORDS and not re.fullmatch(r"\d+(?:\.\d+)?tb\S*", w, re.IGNORECASE)]
    text = " ".join(kept)
    if re.match(r"rx\s?\d", text, re.IGNORECASE):
        return f"Radeon {text}"
    # a bare model number, as Chinese shops write it ("4090D 24G", "5070Ti", "7900 XTX", "1080 Ti"): Radeon's end in
    # XT, XTX or GRE; GeForce's 10 and 16 series are GTX, the others RTX
    if re.match(r"\d{4}\s?(?:xtx?|gre)\b", text, re.IGNORECASE):
        return f"Radeon RX {text}"
    if re.match(r"1[06]\d0", text):
        return f"GTX {text}"
    return f"RTX {text}" if re.match(r"\d{4}", text) else text


_MEMORY_WRITTEN = re.compile(r"(?<![\d.])(\d{1,3})\s?gb?\b", re.IGNORECASE)


def _gpu(value: str, ids: set[str], pairs: list[tuple[str, str]], name: str, row: int,
         memory: Mapping[str, float]) -> str:
    if not value:
        raise DataFileError.problem(name, "missing", None, "gpu", row=row)
    if value in ids or value.lower() in ids:
        return value.lower()
    hits = match_gpu_candidates(value, pairs) or match_gpu_candidates(_shop_name(value), pairs)
    written = _MEMORY_WRITTEN.search(value)
    if len(hits) > 1 and written is not None:  # "RTX 5060Ti 16G": the variant its memory names
        sized = [h for h in hits if abs(memory.get(h, -1.0) - float(written[1])) <= 0.5]
        hits = sized if len(sized) == 1 else hits
    if len(hits) == 1:
        # a memory size written that the card does not have: another variant the catalog lacks ("3080 12G" is not
        # the 10 GB card, "4060Ti 8G" not the 16 GB one), whose price had been taken for the sibling's
        have = memory.get(hits[0])
        if written is not None and have is not None and abs(float(written[1]) - have) > 0.5:
            raise DataFileError.problem(name, "other_memory", None, "gpu", row=row, value=repr(value),
                                        written=written[1], id=hits[0], have=f"{have:g}")
        return hits[0]
    if len(hits) > 1:
        raise DataFileError.problem(name, "ambiguous_gpu", None, "gpu", row=row, value=repr(value),
                                    ids=", ".join(hits))
    raise DataFileError(name, f"no card in the catalog is called {value!r}", None, "gpu", code="unknown_card",
                        params={"value": repr(value)}, suggestions=suggestions(value, ids), row=row)


# The least a quoted card may cost in any currency: a price under it is a typing slip ("5,49" for 5,499,
# "0.001"), and one that rounds to nothing had ranked a card first at "¥0" with every other card scoring 0.
MIN_PRICE = 10.0
MAX_PRICE = 1e9


def _bad_price(name: str, row: int, value: str, code: str, **params: str) -> DataFileError:
    return DataFileError(name, PROBLEMS[code].format(**params), None, "price", code=code, params=dict(params),
                         got=repr(value), row=row)


def _price(value: str, name: str, row: int, currency: Currency | None = None) -> float:
    """The price in a cell, read only where its digits say one thing: "14,999", "¥14 999", "8,565.00",
    "5.499,00" and "549,99" are read; "5.499" (five and a half, or five thousand?) and "5,4,9,9" are
    refused, naming the row, as is a currency sign that contradicts the currency column. A European
    "5.499,00" had been read as 5.5 and ranked first at "¥6"."""
    # A currency written in the cell ("$1,650", "¥14,999 元", "RMB 8,565") must agree with the currency column;
    # one inside the digits ("1$500") says no one number. Read as the app's fields read (typed_numbers).
    marked = end_marks(normalized(value))
    if marked is None:
        raise _bad_price(name, row, value, "price_format")
    cleaned, marks = marked
    if currency is not None and marks - {currency.value}:
        raise _bad_price(name, row, value, "price_currency", written=", ".join(sorted(marks)), column=currency.value)
    # -5, inf, nan: out of range, not "should be greater than 0"; 6e3 (Excel's scientific format) is asked in
    # digits, not called out of range, which 6,000 is not
    if re.fullmatch(r"[-+]?[\d.]+e[-+]?\d+", cleaned, flags=re.IGNORECASE):
        raise _bad_price(name, row, value, "price_format")
    if re.fullmatch(r"-.*\d.*|[-+]?(nan|inf|infinity)", cleaned, flags=re.IGNORECASE):
        raise _bad_price(name, row, value, "price_range", low=f"{MIN_PRICE:,.0f}", high=f"{MAX_PRICE:,.0f}")
    if not re.search(r"\d", cleaned):
        raise DataFileError(name, "Input should be a number", None, "price", code="number", got=repr(value), row=row)
    price = digits_value(cleaned)
    if price is None:
        raise _bad_price(name, row, value, "price_format")
    if not MIN_PRICE <= price < MAX_PRICE:
        raise _bad_price(name, row, value, "price_range", low=f"{MIN_PRICE:,.0f}", high=f"{MAX_PRICE:,.0f}")
    return price


def _currency(value: str, name: str, row: int) -> Currency:
    try:
        return Currency(currency_code(value))
    except ValueError:
        expected = "'CNY', 'USD' or 'EUR'"
        raise DataFileError(name, f"Input should be {expected}", None, "currency", code="one_of",
                            params={"expected": expected}, got=repr(value), row=row) from None


def kept_quotes(profile: Profile, quotes: Sequence[Quote], sheet: str,
                catalog: Catalog | None = None) -> list[Message]:
    """The cards whose price the sheet does not set because the profile quotes them itself, at another
    price (with_quotes: the profile's own wins). A profile saved from an earlier round (the app's JSON
    export) had kept that round's prices over a new sheet's, with no word (this session's review)."""
    names = {g.id: g.name for g in (catalog or load_catalog()).gpus}
    out: list[Message] = []
    for gpu_id, price in sorted(quote_prices(profile, quotes).items()):
        own = profile.price_overrides.get(gpu_id)
        if own is not None and abs(own - price) >= 0.5:
            out.append(Message(code="QUOTE_PROFILE_KEPT", params={
                "file": sheet, "gpu": names.get(gpu_id, gpu_id), "kept": own, "price": price}))
    return out


def quote_prices(profile: Profile, quotes: Sequence[Quote]) -> dict[str, float]:
    """Each quoted card's price in the profile's currency (at the profile's or the bundled rates)."""
    return prices_in(quotes, currency(profile), profile.exchange_rates)


def quote_origins(profile: Profile, quotes: Sequence[Quote]) -> dict[str, tuple[float, str]]:
    """The sheet's own price and currency of each quote the profile holds converted (`profile` with the sheet's
    quotes, with_quotes): the PDF an approver signs had shown "¥16,331" for a vendor's $2,299 with no word of it."""
    target = currency(profile)
    held = quote_prices(profile, quotes)
    return {q.gpu_id: (q.price, q.currency.value) for q in quotes
            if q.currency is not target and profile.price_overrides.get(q.gpu_id) == held.get(q.gpu_id)}


def prices_in(quotes: Sequence[Quote], target: Currency, rates: Mapping[Currency, float] | None = None
              ) -> dict[str, float]:
    """Each quoted card's price in `target`, at `rates` (units per US dollar) where given, else the
    bundled ones: for the app's budget page, whose answers may not make a whole profile yet."""
    # a converted price in whole units: a $1,599 quote had shown as "¥11,352.90", exact to the fen through
    # an approximate rate; a quote in the target currency stays as written
    return {q.gpu_id: q.price if q.currency is target else float(round(converted(q.price, q.currency, target, rates)))
            for q in quotes}


def with_quotes(profile: Profile, quotes: Sequence[Quote]) -> Profile:
    """The profile with the sheet's prices as price overrides; a quote the profile has itself wins
    (it was made for that request)."""
    if not quotes:
        return profile
    return profile.model_copy(update={"price_overrides": {**quote_prices(profile, quotes),
                                                          **profile.price_overrides}})
