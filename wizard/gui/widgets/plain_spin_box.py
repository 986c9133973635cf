"""A number box that shows 8 and 2.5, not 8.00 and 2.50, while it keeps two decimals for a profile's 7.75."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox


class PlainDoubleSpinBox(QDoubleSpinBox):
    def textFromValue(self, value: float) -> str:
        text = self.locale().toString(value, "f", self.decimals())
        point = self.locale().decimalPoint()
        return text.rstrip("0").rstrip(point) if point in text else text
