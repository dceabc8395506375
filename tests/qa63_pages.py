"""Pages of qa63's minimal pages as the widget writes them, which more than one test of the offline engine asks."""

# min/13b-similar-car-specs-long-description.html
CAR = """# [¶1] 2019 Volkswagen Golf 1.5 TSI Life 5dr

- [¶2] Mileage
  32,450 miles
- [¶3] Fuel type
  Petrol
- [¶4] Gearbox
  Manual
- [¶5] Owners
  2

## Description

[¶6] Full Volkswagen service history with 4 stamps, cambelt not due. One local owner since 2021. Apple CarPlay and \
Android Auto, adaptive cruise control, parking sensors front and rear. Two keys.

## Similar cars

### [¶7] [Ford Focus 1.0T EcoBoost Titanium 5dr](https://cars.example/car-details/2011)

[¶8] £12,490

- [¶9] 2019 (19 reg)
- [¶10] 28,100 miles
- [¶11] Manual
- [¶12] Petrol

### [¶13] [Volkswagen Golf 2.0 TDI Match 5dr](https://cars.example/car-details/2013)

[¶14] £13,995

- [¶15] 2018 (18 reg)
- [¶16] 48,200 miles
- [¶17] Automatic
- [¶18] Diesel
"""
