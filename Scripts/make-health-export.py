#!/usr/bin/env python3
"""Deterministic synthetic Apple Health export for Cardstock's `import apple-health` tests.

    make-health-export.py OUT_DIR                 # OUT_DIR/export.xml, the small fixed data set
    make-health-export.py OUT_DIR --zip           # OUT_DIR/export.zip (DEFLATE), entry apple_health_export/export.xml
    make-health-export.py OUT_DIR --zip --stored  # the same, entries stored uncompressed
    make-health-export.py OUT_DIR --size-mb 1024  # a big export: the small set, then years of daily data
    make-health-export.py OUT_DIR --xml-name 导出.xml --extras  # the XML named as a Chinese phone names it,
                                                  # with export_cda.xml and __MACOSX/ decoys beside it
    make-health-export.py OUT_DIR --defect vt     # defects seen in real exports: vt (a \x0b control
                                                  # character), truncated (cut inside the last element),
                                                  # ios16-dtd (a malformed internal DTD); repeatable
    make-health-export.py OUT_DIR --routes        # the run gets a route: workout-routes/*.gpx and its FileReference
                                                  # (with --size-mb also every 30th day's run: 2,400 points)
    make-health-export.py OUT_DIR --end-spread    # metrics that end on different days (one in another year)
    make-health-export.py OUT_DIR --units imperial --locale en_US
                                                  # a US phone's export: the workouts' distances in miles (the
                                                  # run 3.2 mi, the ride 12.4 mi); --units metric: in km (the run
                                                  # 5.15 km, the ride 20 km); default: the run in mi, the ride in
                                                  # km. --locale sets <HealthData locale=…> (default en_GB)
    make-health-export.py OUT_DIR --size-mb 2048 --years 5 --routes --zip
                                                  # a big export over a bounded span (the 5 years before the
                                                  # small set), as a Watch wearer's: every kind (most daily;
                                                  # VO2 max, swims, six-minute walk and steadiness a few times
                                                  # a month), ring summaries, and heart rate and energy samples
                                                  # every few seconds to minutes, as dense as the size needs

The small set (days 2026-11-23 .. 2026-11-26) has hand-checkable values: several devices
(an Apple Watch, an iPhone, a second phone), time zones +0100 and -0500, units that need
converting (kJ, Cal, mi, m, lb, count/s, s, fractions for %), sleep across midnight with
stages, workouts with and without statistics, a Correlation (whose records must be ignored)
and two unusable records. The expected import is spelled out in Tests/HealthImportTests.
Output is byte-for-byte the same on every run (no clock, no randomness, fixed zip timestamps).
"""
import argparse
import datetime
import os
import sys
import zipfile

W = "Alice\u2019s Apple Watch"
P = "Alice\u2019s iPhone"
B = "Bob\u2019s Phone"
S2 = "Strava"
DEVICE = {
    S2: "",
    W: "&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1&gt;",
    P: "&lt;&lt;HKDevice: 0x2&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,2&gt;",
    B: "&lt;&lt;HKDevice: 0x3&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone&gt;",
}

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 13 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutStatistics)*)>
<!ELEMENT WorkoutStatistics EMPTY>
]>
<HealthData locale="en_GB">
 <ExportDate value="2026-11-29 10:00:00 +0100"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
"""

Q = "HKQuantityTypeIdentifier"
C = "HKCategoryTypeIdentifier"
S = "HKCategoryValueSleepAnalysis"


def record(kind, source, start, end, value, unit=None, children=""):
    u = f' unit="{unit}"' if unit is not None else ""
    head = (f' <Record type="{kind}" sourceName="{source}" sourceVersion="17.1" device="{DEVICE[source]}"{u} '
            f'creationDate="{end}" startDate="{start}" endDate="{end}" value="{value}"')
    if children:
        return head + ">\n" + children + " </Record>\n"
    return head + "/>\n"


def q(kind, source, start, value, unit, end=None):
    return record(Q + kind, source, start, end or start, value, unit)


def sleep(source, start, end, stage):
    return record(C + "SleepAnalysis", source, start, end, S + stage)


ROUTES = {"on": False}
# --units: the unit system the small set's workouts record their distances in (None: the run in mi, the ride in km).
UNITS = {"system": None}
ROUTE_FILE = "/workout-routes/route_2026-11-24_7.05am.gpx"


# The run's totalDistance in metres: 5.15 km (--units metric) or 3.2 mi = 5,149.9 m (otherwise); its route is
# drawn to this length so the track agrees with the workout's stats in both unit systems (within 0.01 %).
RUN_METRES = 5150.0
EARTH_METRES = 6371008.8


def track_metres(points):
    """The length of a track of (lat, lon) points in degrees: the sum of the haversine distances between
    successive points, on a sphere of the mean Earth radius (as the importer measures a route)."""
    import math
    total = 0.0
    for (la1, lo1), (la2, lo2) in zip(points, points[1:]):
        p1, p2 = math.radians(la1), math.radians(la2)
        h = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lo2 - lo1) / 2) ** 2
        total += 2 * EARTH_METRES * math.asin(min(1.0, math.sqrt(h)))
    return total


def route_points(metres=RUN_METRES, count=55):
    """The run's loop: an ellipse (north-south to east-west 3 : 5) starting and ending at 0.5 N 0.5 E in open sea
    (made up), scaled so its `count` points measure `metres` (haversine sum), as (lat, lon, t) with t in [0, 1]."""
    import math
    def shape(scale):
        pts = []
        for i in range(count):
            a = i / (count - 1) * 2 * math.pi
            pts.append((0.5 + scale * 300 * math.sin(a) / 111195.0, 0.5 + scale * 500 * (1 - math.cos(a)) / 111195.0))
        return pts
    scale = metres / track_metres(shape(1.0))
    return [(lat, lon, i / (count - 1)) for i, (lat, lon) in enumerate(shape(scale))]


def route_gpx():
    """The route of the small set's run (`--routes`): a loop as long as the run's totalDistance (5.15 km, see
    ``route_points``), a point every 36 s from 06:05:00Z, the elevation rising and falling between 10 and 30 m."""
    import math
    pts = []
    for i, (lat, lon, t01) in enumerate(route_points()):
        t = datetime.datetime(2026, 11, 24, 6, 5, 0) + datetime.timedelta(seconds=36 * i)
        ele = 20 + 10 * math.sin(t01 * 2 * math.pi)
        pts.append(f'      <trkpt lon="{lon:.6f}" lat="{lat:.6f}"><ele>{ele:.3f}</ele><time>{t.isoformat()}Z</time></trkpt>\n')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Apple Health Export" '
            'xmlns="http://www.topografix.com/GPX/1/1">\n  <trk>\n    <name>Route 2026-11-24 7:05am</name>\n    <trkseg>\n'
            + "".join(pts) + "    </trkseg>\n  </trk>\n</gpx>\n")


LONG_ROUTE_FILE = "/workout-routes/route_long.gpx"
LONG_ROUTE_METRES = 6000.0


def long_route_gpx():
    """The route of every 30th day's run of the large set (`--routes --size-mb`): 40 minutes at one point a
    second (2,400 points, as a Watch records), a 6 km out-and-back in open sea near 0.5 N 0.5 E (made up), as
    long as those runs' totalDistance (``big_day``: 6 km on every 30th day)."""
    pts = []
    step = LONG_ROUTE_METRES / 2 / 1199 / EARTH_METRES * 180 / 3.141592653589793  # degrees of latitude a second
    for i in range(2400):
        out = i if i < 1200 else 2399 - i
        lat = 0.5 + out * step
        t = datetime.datetime(2026, 1, 1, 17, 0, 0) + datetime.timedelta(seconds=i)
        pts.append(f'      <trkpt lon="0.500000" lat="{lat:.6f}"><ele>{20 + out % 7}.000</ele><time>{t.isoformat()}Z</time></trkpt>\n')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Apple Health Export" '
            'xmlns="http://www.topografix.com/GPX/1/1">\n  <trk>\n    <trkseg>\n' + "".join(pts) + "    </trkseg>\n  </trk>\n</gpx>\n")


def workout(activity, start, end, duration, duration_unit, extra="", stats=(), source=W, route=None):
    body = "".join(f'  <WorkoutStatistics type="{Q}{t}" startDate="{start}" endDate="{end}" {a}/>\n' for t, a in stats)
    if route and ROUTES["on"]:
        body += (f'  <WorkoutRoute sourceName="{P}" sourceVersion="17.1" startDate="{start}" endDate="{end}">\n'
                 f'   <FileReference path="{route}"/>\n  </WorkoutRoute>\n')
    return (f' <Workout workoutActivityType="HKWorkoutActivityType{activity}" duration="{duration}" '
            f'durationUnit="{duration_unit}"{extra} sourceName="{source}" sourceVersion="10.1" device="{DEVICE[source]}" '
            f'creationDate="{end}" startDate="{start}" endDate="{end}">\n'
            f'  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n{body} </Workout>\n')


def small():
    d23, d24, d25, d26 = "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"
    p1, m5 = " +0100", " -0500"
    out = []
    a = out.append
    # Steps: 23rd Watch has more samples (3 vs 2) -> 3500; 24th the iPhone has more (3 vs 2) -> 600,
    # one of its samples is 23:30 at -0500 (already the 25th in UTC); 25th tie -> Watch 3000;
    # 26th tie of two phones -> alphabetical, Alice's iPhone 9.
    for t, v in (("08:00", 1000), ("12:00", 2000), ("18:00", 500)):
        a(q("StepCount", W, f"{d23} {t}:00{p1}", v, "count"))
    for t, v in (("08:05", 900), ("12:05", 2400)):
        a(q("StepCount", P, f"{d23} {t}:00{p1}", v, "count"))
    a(q("StepCount", P, f"{d24} 09:00:00{p1}", 100, "count"))
    a(q("StepCount", P, f"{d24} 10:00:00{p1}", 200, "count"))
    a(q("StepCount", P, f"{d24} 23:30:00{m5}", 300, "count"))
    a(q("StepCount", W, f"{d24} 09:00:00{p1}", 1000, "count"))
    a(q("StepCount", W, f"{d24} 10:00:00{p1}", 1000, "count"))
    a(q("StepCount", P, f"{d25} 10:00:00{m5}", 10, "count"))
    a(q("StepCount", P, f"{d25} 11:00:00{m5}", 20, "count"))
    a(q("StepCount", W, f"{d25} 10:00:00{m5}", 1000, "count"))
    a(q("StepCount", W, f"{d25} 11:00:00{m5}", 2000, "count"))
    a(q("StepCount", B, f"{d26} 10:00:00{m5}", 7, "count"))
    a(q("StepCount", P, f"{d26} 10:00:00{m5}", 9, "count"))
    a(q("StepCount", P, f"{d26} 11:00:00{m5}", "abc", "count"))  # unusable: skipped
    # Active energy: 418.4 kJ + 100 kcal + 50 Cal = 250 kcal; 10 kcal on the 24th.
    a(q("ActiveEnergyBurned", W, f"{d23} 08:00:00{p1}", 418.4, "kJ"))
    a(q("ActiveEnergyBurned", W, f"{d23} 09:00:00{p1}", 100, "kcal"))
    a(q("ActiveEnergyBurned", W, f"{d23} 10:00:00{p1}", 50, "Cal"))
    a(q("ActiveEnergyBurned", W, f"{d24} 10:00:00{p1}", 10, "kcal"))
    # Distance: 1 mi + 500 m + 0.25 km = 2.359344 km.
    a(q("DistanceWalkingRunning", W, f"{d23} 08:00:00{p1}", 1, "mi"))
    a(q("DistanceWalkingRunning", W, f"{d23} 09:00:00{p1}", 500, "m"))
    a(q("DistanceWalkingRunning", W, f"{d23} 10:00:00{p1}", 0.25, "km"))
    # Resting heart rate 52, 54, and 0.9 count/s = 54.
    a(q("RestingHeartRate", W, f"{d23} 23:00:00{p1}", 52, "count/min"))
    a(q("RestingHeartRate", W, f"{d24} 23:00:00{p1}", 54, "count/min"))
    a(q("RestingHeartRate", W, f"{d25} 22:00:00{m5}", 0.9, "count/s"))
    # HRV: mean of 40 and 60 ms; 0.045 s = 45 ms.
    a(q("HeartRateVariabilitySDNN", W, f"{d23} 03:00:00{p1}", 40, "ms"))
    a(q("HeartRateVariabilitySDNN", W, f"{d23} 04:00:00{p1}", 60, "ms"))
    a(q("HeartRateVariabilitySDNN", W, f"{d24} 03:00:00{p1}", 0.045, "s"))
    # Heart rate: 60/80/100; 24th: Watch 1.5 count/s ties the iPhone's 200 -> Watch, 90.
    for t, v in (("08:00", 60), ("12:00", 80), ("18:00", 100)):
        a(q("HeartRate", W, f"{d23} {t}:00{p1}", v, "count/min"))
    a(q("HeartRate", W, f"{d24} 12:00:00{p1}", 1.5, "count/s"))
    a(q("HeartRate", P, f"{d24} 12:00:00{p1}", 200, "count/min"))
    a(q("HeartRate", P, f"{d24} 13:00:00{p1}", 70, "furlongs"))  # unknown unit: skipped
    a(q("VO2Max", W, f"{d23} 18:30:00{p1}", 45.2, "mL/min\u00b7kg"))
    a(q("RespiratoryRate", W, f"{d23} 02:00:00{p1}", 14, "count/min"))
    a(q("RespiratoryRate", W, f"{d23} 03:00:00{p1}", 16, "count/min"))
    a(q("OxygenSaturation", W, f"{d23} 02:00:00{p1}", 0.97, "%"))
    a(q("OxygenSaturation", W, f"{d23} 03:00:00{p1}", 0.95, "%"))
    a(q("OxygenSaturation", W, f"{d24} 03:00:00{p1}", 0.985, "%"))
    # Body mass: the day's last value; 160 lb = 72.57472 kg.
    a(q("BodyMass", P, f"{d23} 20:00:00{p1}", 70.4, "kg"))
    a(q("BodyMass", P, f"{d23} 07:00:00{p1}", 70, "kg"))
    a(q("BodyMass", P, f"{d24} 07:00:00{p1}", 160, "lb"))
    a(q("NumberOfAlcoholicBeverages", P, f"{d23} 19:00:00{p1}", 1, "count"))
    a(q("NumberOfAlcoholicBeverages", P, f"{d23} 21:00:00{p1}", 2, "count"))
    a(q("NumberOfAlcoholicBeverages", P, f"{d24} 19:00:00{p1}", 0.5, "count"))
    a(record(C + "MindfulSession", W, f"{d23} 07:00:00{p1}", f"{d23} 07:10:00{p1}", "HKCategoryValueNotApplicable"))
    a(record(C + "MindfulSession", W, f"{d23} 21:00:00{p1}", f"{d23} 21:05:30{p1}", "HKCategoryValueNotApplicable"))
    # Sleep, night of the 24th: Watch stages from 22:30 on the 23rd; iPhone in bed 22:15-07:00 and one
    # unspecified sample (outnumbered by the Watch's six).
    a(sleep(W, f"{d23} 22:30:00{p1}", f"{d23} 23:00:00{p1}", "AsleepCore"))
    a(sleep(W, f"{d23} 23:00:00{p1}", f"{d24} 01:00:00{p1}", "AsleepCore"))
    a(sleep(W, f"{d24} 01:00:00{p1}", f"{d24} 02:30:00{p1}", "AsleepDeep"))
    a(sleep(W, f"{d24} 02:30:00{p1}", f"{d24} 03:30:00{p1}", "AsleepREM"))
    a(sleep(W, f"{d24} 03:30:00{p1}", f"{d24} 03:45:00{p1}", "Awake"))
    a(sleep(W, f"{d24} 03:45:00{p1}", f"{d24} 06:45:00{p1}", "AsleepCore"))
    a(sleep(P, f"{d23} 22:15:00{p1}", f"{d24} 07:00:00{p1}", "InBed"))
    a(sleep(P, f"{d23} 23:00:00{p1}", f"{d24} 07:00:00{p1}", "AsleepUnspecified"))
    # Night of the 25th, travelling (-0500), legacy `Asleep` value, 7 h, no stages, no in-bed.
    a(sleep(P, f"{d24} 23:00:00{m5}", f"{d25} 06:00:00{m5}", "Asleep"))
    # Not imported: another type, a correlation's nested record (would change body mass), a summary.
    a(q("FlightsClimbed", P, f"{d23} 12:00:00{p1}", 3, "count"))
    a(f' <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="{P}" startDate="{d24} 23:59:00{p1}" endDate="{d24} 23:59:00{p1}">\n'
      + "  " + q("BodyMass", P, f"{d24} 23:59:00{p1}", 99, "kg").strip() + "\n </Correlation>\n")
    a(' <ActivitySummary dateComponents="2026-11-23" activeEnergyBurned="250" activeEnergyBurnedUnit="kcal"/>\n')
    # Workouts.
    run = ' totalDistance="5.15" totalDistanceUnit="km"' if UNITS["system"] == "metric" else ' totalDistance="3.2" totalDistanceUnit="mi"'
    ride = 'sum="12.4" unit="mi"' if UNITS["system"] == "imperial" else 'sum="20" unit="km"'
    a(workout("Running", f"{d24} 07:05:00{p1}", f"{d24} 07:37:30{p1}", 32.5, "min",
              run + ' totalEnergyBurned="1255.2" totalEnergyBurnedUnit="kJ"',
              [("HeartRate", 'average="142.4" minimum="120" maximum="160" unit="count/min"')], route=ROUTE_FILE))
    # The same run uploaded again by another app: overlaps the Watch's run, so it is dropped.
    a(workout("Running", f"{d24} 07:06:00{p1}", f"{d24} 07:38:00{p1}", 32, "min",
              ' totalDistance="5.3" totalDistanceUnit="km"', source=S2))
    a(workout("Yoga", f"{d24} 19:00:00{p1}", f"{d24} 19:45:00{p1}", 45, "min",
              ' totalEnergyBurned="120" totalEnergyBurnedUnit="kcal"',
              [("HeartRate", 'average="95" unit="count/min"')]))
    a(workout("Cycling", f"{d25} 18:00:00{m5}", f"{d25} 19:00:00{m5}", 1, "hr", "",
              [("DistanceCycling", ride), ("ActiveEnergyBurned", 'sum="450" unit="kcal"')]))
    return "".join(out)


def correlation(kind, source, start, records):
    body = "".join("  " + r.strip() + "\n" for r in records)
    return (f' <Correlation type="HKCorrelationTypeIdentifier{kind}" sourceName="{source}" sourceVersion="17.1" '
            f'device="{DEVICE[source]}" creationDate="{start}" startDate="{start}" endDate="{start}">\n{body} </Correlation>\n')


def more_kinds():
    """The kinds beyond the first sixteen (exercise, stand, mobility, hearing, body, vitals, nutrition), Watch and
    iPhone, +0100 and -0500, units to convert; expected daily values in Tests/HealthImportTests/MoreKindsTests.swift."""
    d23, d24, d25 = "2026-11-23", "2026-11-24", "2026-11-25"
    p1, m5 = " +0100", " -0500"
    out = []
    a = out.append

    def span(kind, source, day, start, end, value, unit, tz=p1, end_day=None):
        a(q(kind, source, f"{day} {start}:00{tz}", value, unit, f"{end_day or day} {end}:00{tz}"))

    # Exercise (cumulative): the Watch's 10 + 20 min; the iPhone's 07:05-07:15 is half covered -> 5;
    # 23:50-00:10 at -0500 on the 24th splits 10 + 10.
    span("AppleExerciseTime", W, d23, "07:00", "07:10", 10, "min")
    span("AppleExerciseTime", W, d23, "18:00", "18:20", 20, "min")
    span("AppleExerciseTime", P, d23, "07:05", "07:15", 10, "min")
    span("AppleExerciseTime", W, d24, "23:50", "00:10", 1200, "s", m5, d25)
    span("AppleStandTime", W, d23, "09:00", "09:05", 5, "min")
    span("AppleStandTime", W, d23, "10:00", "10:03", 180, "s")
    # Stand hours: the Watch's 2 of 3 hours stood outnumber the iPhone's one sample; 1 on the 25th.
    for h, v in ((9, "Stood"), (10, "Stood"), (11, "Idle")):
        a(record(C + "AppleStandHour", W, f"{d23} {h:02d}:00:00{p1}", f"{d23} {h + 1:02d}:00:00{p1}",
                 "HKCategoryValueAppleStandHour" + v))
    a(record(C + "AppleStandHour", P, f"{d23} 12:00:00{p1}", f"{d23} 13:00:00{p1}", "HKCategoryValueAppleStandHourStood"))
    a(record(C + "AppleStandHour", W, f"{d25} 09:00:00{m5}", f"{d25} 10:00:00{m5}", "HKCategoryValueAppleStandHourStood"))
    # Cycling: the Watch's 20 km; the iPhone's 12 mi over 18:30-19:30 is half covered -> 6 mi = 9.656064 km.
    span("DistanceCycling", W, d25, "18:00", "19:00", 20, "km", m5)
    span("DistanceCycling", P, d25, "18:30", "19:30", 12, "mi", m5)
    # Swimming: 1000 m + 100 yd = 1091.44 m.
    span("DistanceSwimming", W, d24, "06:00", "06:30", 1000, "m")
    span("DistanceSwimming", W, d24, "06:30", "06:40", 100, "yd")
    # Mobility: walking speed (mean of the day's source), step length, six-minute walk, steadiness.
    a(q("WalkingSpeed", P, f"{d23} 08:00:00{p1}", 4.5, "km/hr"))
    a(q("WalkingSpeed", P, f"{d23} 09:00:00{p1}", 5.5, "km/hr"))
    a(q("WalkingSpeed", W, f"{d23} 10:00:00{p1}", 1, "m/s"))
    a(q("WalkingSpeed", P, f"{d24} 09:00:00{m5}", 1.25, "m/s"))
    a(q("WalkingStepLength", P, f"{d23} 08:00:00{p1}", 70, "cm"))
    a(q("WalkingStepLength", P, f"{d23} 09:00:00{p1}", 0.72, "m"))
    a(q("WalkingStepLength", P, f"{d24} 09:00:00{m5}", 28, "in"))
    a(q("SixMinuteWalkTestDistance", P, f"{d23} 08:00:00{p1}", 500, "m"))
    a(q("SixMinuteWalkTestDistance", P, f"{d23} 09:00:00{p1}", 600, "m"))
    a(q("SixMinuteWalkTestDistance", P, f"{d24} 09:00:00{p1}", 0.4, "mi"))
    a(q("AppleWalkingSteadiness", P, f"{d23} 08:00:00{p1}", 0.85, "%"))
    # Heart: walking average, recovery.
    a(q("WalkingHeartRateAverage", W, f"{d23} 20:00:00{p1}", 98, "count/min"))
    a(q("WalkingHeartRateAverage", W, f"{d24} 20:00:00{p1}", 1.6, "count/s"))
    a(q("HeartRateRecoveryOneMinute", W, f"{d24} 18:00:00{p1}", 25, "count/min"))
    # Hearing: the iPhone's two headphone samples outnumber the Watch's one.
    a(q("HeadphoneAudioExposure", P, f"{d23} 08:00:00{p1}", 70, "dBASPL", f"{d23} 08:30:00{p1}"))
    a(q("HeadphoneAudioExposure", P, f"{d23} 09:00:00{p1}", 80, "dBASPL", f"{d23} 09:30:00{p1}"))
    a(q("HeadphoneAudioExposure", W, f"{d23} 10:00:00{p1}", 60, "dBASPL", f"{d23} 10:30:00{p1}"))
    a(q("EnvironmentalAudioExposure", W, f"{d23} 12:00:00{p1}", 65, "dBASPL", f"{d23} 12:30:00{p1}"))
    a(q("EnvironmentalAudioExposure", W, f"{d23} 13:00:00{p1}", 75, "dBASPL", f"{d23} 13:30:00{p1}"))
    a(q("EnvironmentalAudioExposure", W, f"{d25} 12:00:00{m5}", 55, "dBASPL", f"{d25} 12:30:00{m5}"))
    # Vitals: wrist temperature (96.8 degF = 36 degC), blood glucose (5.5 mmol/L and 100 mg/dL).
    a(q("AppleSleepingWristTemperature", W, f"{d24} 03:00:00{p1}", 35.5, "degC"))
    a(q("AppleSleepingWristTemperature", W, f"{d25} 03:00:00{m5}", 96.8, "degF"))
    a(q("BloodGlucose", P, f"{d24} 08:00:00{p1}", 5.5, "mmol&lt;180.15588000005408&gt;/L"))
    a(q("BloodGlucose", P, f"{d24} 12:00:00{p1}", 100, "mg/dL"))
    # Blood pressure: correlations of systolic and diastolic, their records also at top level as Health writes them.
    for day, t, tz, sys_, dia in ((d23, "08:00", p1, 120, 80), (d23, "20:00", p1, 130, 84), (d24, "21:00", m5, 118, 76)):
        start = f"{day} {t}:00{tz}"
        parts = [q("BloodPressureSystolic", P, start, sys_, "mmHg"), q("BloodPressureDiastolic", P, start, dia, "mmHg")]
        out.extend(parts)
        a(correlation("BloodPressure", P, start, parts))
    # Body: the day's last reading (the 20:00 one is listed first).
    a(q("BodyFatPercentage", P, f"{d23} 20:00:00{p1}", 0.21, "%"))
    a(q("BodyFatPercentage", P, f"{d23} 07:00:00{p1}", 0.22, "%"))
    a(q("BodyMassIndex", P, f"{d23} 20:00:00{p1}", 22.4, "count"))
    a(q("BodyMassIndex", P, f"{d23} 07:00:00{p1}", 22.5, "count"))
    # Nutrition (cumulative): water 250 mL + 0.5 L, 8 US fl oz on the 24th; food 600 kcal + 2092 kJ.
    a(q("DietaryWater", P, f"{d23} 12:00:00{p1}", 250, "mL"))
    a(q("DietaryWater", P, f"{d23} 13:00:00{p1}", 0.5, "L"))
    a(q("DietaryWater", P, f"{d24} 13:00:00{p1}", 8, "fl_oz_us"))
    a(q("DietaryEnergyConsumed", P, f"{d23} 12:00:00{p1}", 600, "kcal"))
    a(q("DietaryEnergyConsumed", P, f"{d23} 19:00:00{p1}", 2092, "kJ"))
    span("TimeInDaylight", W, d23, "12:00", "12:30", 30, "min")
    span("TimeInDaylight", W, d25, "10:00", "10:45", 45, "min", m5)
    # Types no built-in kind reads: a discrete and a cumulative quantity (imported with --types IDENTIFIER)
    # and a category type.
    a(q("WaistCircumference", P, f"{d23} 08:00:00{p1}", 80, "cm"))
    a(q("WaistCircumference", P, f"{d24} 08:00:00{p1}", 0.81, "m"))
    a(q("DietaryProtein", P, f"{d23} 12:00:00{p1}", 30, "g"))
    a(q("DietaryProtein", P, f"{d23} 19:00:00{p1}", 40, "g"))
    a(record(C + "HandwashingEvent", W, f"{d23} 12:00:00{p1}", f"{d23} 12:00:30{p1}", "HKCategoryValueNotApplicable"))
    return "".join(out)


def big_day(i, day):
    """About 75 KB of records for one day of the big export (deterministic in i)."""
    tz = " -0500" if i % 30 == 29 else " +0100"
    ds = day.isoformat()
    nxt = (day + datetime.timedelta(days=1)).isoformat()
    out = []
    a = out.append
    for h in range(6, 22):
        a(q("StepCount", W, f"{ds} {h:02d}:00:00{tz}", 200 + (i * 7 + h * 13) % 400, "count", f"{ds} {h:02d}:59:00{tz}"))
        a(q("ActiveEnergyBurned", W, f"{ds} {h:02d}:00:00{tz}", 10 + (i + h) % 30, "kcal"))
        a(q("DistanceWalkingRunning", W, f"{ds} {h:02d}:00:00{tz}", 0.1 + ((i + h) % 5) / 10, "km"))
    for h in range(8, 18):
        a(q("StepCount", P, f"{ds} {h:02d}:10:00{tz}", 150 + (i * 3 + h) % 300, "count"))
    for m in range(0, 1440, 10):
        a(q("HeartRate", W, f"{ds} {m // 60:02d}:{m % 60:02d}:00{tz}", 55 + (i + m) % 60, "count/min"))
    a(q("RestingHeartRate", W, f"{ds} 23:00:00{tz}", 50 + i % 10, "count/min"))
    for h in (2, 3, 4):
        a(q("HeartRateVariabilitySDNN", W, f"{ds} {h:02d}:00:00{tz}", 30 + (i + h) % 40, "ms"))
        a(q("RespiratoryRate", W, f"{ds} {h:02d}:00:00{tz}", 13 + (i + h) % 4, "count/min"))
        a(q("OxygenSaturation", W, f"{ds} {h:02d}:00:00{tz}", 0.94 + ((i + h) % 5) / 100, "%"))
    a(q("BodyMass", P, f"{ds} 07:00:00{tz}", 70 + (i % 20) / 10, "kg"))
    if i % 3 == 0:
        a(q("NumberOfAlcoholicBeverages", P, f"{ds} 20:00:00{tz}", 1, "count"))
    a(record(C + "MindfulSession", W, f"{ds} 07:00:00{tz}", f"{ds} 07:10:00{tz}", "HKCategoryValueNotApplicable"))
    a(sleep(P, f"{ds} 22:45:00{tz}", f"{nxt} 07:00:00{tz}", "InBed"))
    a(sleep(W, f"{ds} 23:00:00{tz}", f"{nxt} 01:00:00{tz}", "AsleepCore"))
    a(sleep(W, f"{nxt} 01:00:00{tz}", f"{nxt} 02:30:00{tz}", "AsleepDeep"))
    a(sleep(W, f"{nxt} 02:30:00{tz}", f"{nxt} 03:30:00{tz}", "AsleepREM"))
    a(sleep(W, f"{nxt} 03:30:00{tz}", f"{nxt} 03:40:00{tz}", "Awake"))
    a(sleep(W, f"{nxt} 03:40:00{tz}", f"{nxt} 06:40:00{tz}", "AsleepCore"))
    if i % 2 == 0:  # every 30th day's run (6 km: i % 5 == 0) has the 6 km long route
        a(workout("Running", f"{ds} 18:00:00{tz}", f"{ds} 18:40:00{tz}", 40, "min",
                  f' totalDistance="{6 + i % 5}" totalDistanceUnit="km" totalEnergyBurned="{400 + i % 50}" totalEnergyBurnedUnit="kcal"',
                  [("HeartRate", f'average="{140 + i % 15}" unit="count/min"')],
                  route=LONG_ROUTE_FILE if i % 30 == 0 else None))
    return "".join(out)


FILL = (("HeartRate", W, "count/min"), ("ActiveEnergyBurned", W, "kcal"), ("BasalEnergyBurned", W, "kcal"),
        ("HeartRate", W, "count/min"), ("BasalEnergyBurned", P, "kcal"), ("ActiveEnergyBurned", W, "kcal"))


def new_kinds_day(i, day, tz):
    """About 60 KB of the kinds beyond the first sixteen for one day of a `--years` export (deterministic in i):
    exercise, stand, mobility, hearing, vitals, body, nutrition, blood pressure and the day's ring summary."""
    ds = day.isoformat()
    out = []
    a = out.append
    for h in range(7, 22):
        a(q("AppleExerciseTime", W, f"{ds} {h:02d}:00:00{tz}", 1 + (i + h) % 4, "min", f"{ds} {h:02d}:05:00{tz}"))
        a(q("AppleStandTime", W, f"{ds} {h:02d}:10:00{tz}", 1 + (i * 3 + h) % 5, "min", f"{ds} {h:02d}:15:00{tz}"))
        a(record(C + "AppleStandHour", W, f"{ds} {h:02d}:00:00{tz}", f"{ds} {h:02d}:59:59{tz}",
                 "HKCategoryValueAppleStandHour" + ("Idle" if (i + h) % 5 == 0 else "Stood")))
        a(q("WalkingSpeed", P, f"{ds} {h:02d}:20:00{tz}", 4 + ((i + h) % 10) / 10, "km/hr"))
        a(q("WalkingStepLength", P, f"{ds} {h:02d}:20:00{tz}", 68 + (i + h) % 6, "cm"))
        a(q("HeadphoneAudioExposure", P, f"{ds} {h:02d}:30:00{tz}", 60 + (i + h) % 20, "dBASPL", f"{ds} {h:02d}:45:00{tz}"))
        a(q("TimeInDaylight", W, f"{ds} {h:02d}:40:00{tz}", (i + h) % 6, "min", f"{ds} {h:02d}:50:00{tz}"))
    for m in range(0, 1440, 30):
        a(q("EnvironmentalAudioExposure", W, f"{ds} {m // 60:02d}:{m % 60:02d}:00{tz}", 50 + (i + m) % 30, "dBASPL"))
    a(q("WalkingHeartRateAverage", W, f"{ds} 20:00:00{tz}", 95 + i % 10, "count/min"))
    a(q("AppleSleepingWristTemperature", W, f"{ds} 04:00:00{tz}", 35 + (i % 10) / 10, "degC"))
    a(q("BodyFatPercentage", P, f"{ds} 07:01:00{tz}", 0.2 + (i % 5) / 100, "%"))
    a(q("BodyMassIndex", P, f"{ds} 07:01:00{tz}", 22 + (i % 10) / 10, "count"))
    a(q("BloodGlucose", P, f"{ds} 08:00:00{tz}", 5 + (i % 10) / 10, "mmol&lt;180.15588000005408&gt;/L"))
    start = f"{ds} 08:05:00{tz}"
    parts = [q("BloodPressureSystolic", P, start, 115 + i % 15, "mmHg"), q("BloodPressureDiastolic", P, start, 75 + i % 8, "mmHg")]
    out.extend(parts)
    a(correlation("BloodPressure", P, start, parts))
    for h in (9, 12, 15, 18):
        a(q("DietaryWater", P, f"{ds} {h:02d}:00:00{tz}", 250, "mL"))
    for h in (8, 13, 19):
        a(q("DietaryEnergyConsumed", P, f"{ds} {h:02d}:00:00{tz}", 500 + (i + h) % 200, "kcal"))
    if i % 7 == 3:
        a(q("DistanceCycling", W, f"{ds} 17:00:00{tz}", 15 + i % 10, "km", f"{ds} 17:45:00{tz}"))
        a(q("HeartRateRecoveryOneMinute", W, f"{ds} 17:46:00{tz}", 20 + i % 10, "count/min"))
    a(f' <ActivitySummary dateComponents="{ds}" activeEnergyBurned="{300 + i % 300}" activeEnergyBurnedGoal="500" '
      f'activeEnergyBurnedUnit="kcal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="{10 + i % 40}" '
      f'appleExerciseTimeGoal="30" appleStandHours="{8 + i % 7}" appleStandHoursGoal="12"/>\n')
    return "".join(out)



def sparse_kinds_day(i, day, tz):
    """The kinds of a `--years` export that only the small set had before (deterministic in i), at Health's
    cadence: the Watch's hourly resting energy and the iPhone's flights climbed every day; a VO2 max estimate from
    the Watch a minute after every fifth run (i % 10 == 0, three a month); a pool swim workout each week
    (i % 7 == 5, 12:15-12:45) with the Watch's six 5-minute swimming distance samples; and the iPhone's weekly
    six-minute walk (i % 7 == 1) and walking steadiness (i % 7 == 4) estimates."""
    ds = day.isoformat()
    out = []
    a = out.append
    for h in range(24):
        a(q("BasalEnergyBurned", W, f"{ds} {h:02d}:00:00{tz}", 55 + (i + h) % 20, "kcal", f"{ds} {h:02d}:59:59{tz}"))
    for h in (8, 12, 17):
        a(q("FlightsClimbed", P, f"{ds} {h:02d}:15:00{tz}", 1 + (i + h) % 4, "count", f"{ds} {h:02d}:20:00{tz}"))
    if i % 10 == 0:
        a(q("VO2Max", W, f"{ds} 18:41:00{tz}", 40 + (i % 50) / 10, "mL/min\u00b7kg"))
    if i % 7 == 1:
        a(q("SixMinuteWalkTestDistance", P, f"{ds} 21:00:00{tz}", 450 + (i % 40) * 5, "m"))
    if i % 7 == 4:
        a(q("AppleWalkingSteadiness", P, f"{ds} 21:00:00{tz}", (80 + i % 20) / 100, "%"))
    if i % 7 == 5:
        lengths = [200 + (i + k) % 4 * 25 for k in range(6)]
        for k, metres in enumerate(lengths):
            a(q("DistanceSwimming", W, f"{ds} 12:{15 + 5 * k:02d}:00{tz}", metres, "m", f"{ds} 12:{20 + 5 * k:02d}:00{tz}"))
        a(workout("Swimming", f"{ds} 12:15:00{tz}", f"{ds} 12:45:00{tz}", 30, "min",
                  f' totalDistance="{sum(lengths)}" totalDistanceUnit="m" totalEnergyBurned="{250 + i % 40}" '
                  'totalEnergyBurnedUnit="kcal"', [("DistanceSwimming", f'sum="{sum(lengths)}" unit="m"')]))
    return "".join(out)

def fill_day(i, day, tz, count):
    """`count` samples spread over the day, round robin over FILL: a Watch's heart rate and energy samples,
    which make most of a real export's size."""
    ds = day.isoformat()
    out = []
    for k in range(count):
        sec = k * 86400 // count
        kind, source, unit = FILL[k % len(FILL)]
        start = f"{ds} {sec // 3600:02d}:{sec // 60 % 60:02d}:{sec % 60:02d}{tz}"
        value = 55 + (i + k) % 60 if kind == "HeartRate" else round(0.5 + ((i + k) % 20) / 10, 1)
        out.append(q(kind, source, start, value, unit))
    return "".join(out)


def dense_days(f, target, years):
    """The `--years` big export: every day of the `years` years before the small set, each with big_day's,
    new_kinds_day's and sparse_kinds_day's records and as many fill samples as reach about `target` bytes in all."""
    end = datetime.date(2026, 11, 23)
    first = end - datetime.timedelta(days=round(years * 365.25))
    days = (end - first).days
    base = len(big_day(1, first).encode()) + sum(len(make(1, first, " +0100").encode())
                                                 for make in (new_kinds_day, sparse_kinds_day))
    sample = len(fill_day(1, first, " +0100", 60).encode()) / 60
    count = max(0, int((target / days - base) / sample))
    for i in range(days):
        day = first + datetime.timedelta(days=i)
        tz = " -0500" if i % 30 == 29 else " +0100"
        f.write((big_day(i, day) + new_kinds_day(i, day, tz) + sparse_kinds_day(i, day, tz)
                 + fill_day(i, day, tz, count)).encode())


def end_spread():
    """Metrics that end on different days (`--end-spread`), as in a real export: steps run daily to Sunday
    2026-12-06 (so the report's period is 2026-W49, compared with W48 of the small set), heart rate stops on
    Tuesday 2026-12-01, resting energy has one sample on 2025-12-30 only (no data in the period, another year),
    and body mass ends with the small set (2026-11-24)."""
    out = []
    for i in range(10):
        day = datetime.date(2026, 11, 27) + datetime.timedelta(days=i)
        out.append(q("StepCount", W, f"{day.isoformat()} 12:00:00 +0100", 5000 + 100 * i, "count"))
    for day in ("2026-11-30", "2026-12-01"):
        out.append(q("HeartRate", W, f"{day} 09:00:00 +0100", 70, "count/min"))
    out.append(q("BasalEnergyBurned", P, "2025-12-30 12:00:00 +0100", 1600, "kcal"))
    return "".join(out)


IOS16_DTD = """<!ATTLIST InstantaneousBeatsPerMinute
  bpm  CDATA #REQUIRED
  time CDATA #REQUIRED
<!ELEMENT HeartRateVariabilityMetadataList (InstantaneousBeatsPerMinute*>
<!ATTLIST Correlation type CDATA #REQUIRED
"""

# A record of a type the tests do not import, whose source name holds a vertical tab (XML 1.0 forbids it).
VT_RECORD = (' <Record type="HKQuantityTypeIdentifierBodyFatPercentage" sourceName="Alice\u2019s Scale\x0b" unit="%" '
             'startDate="2026-11-23 08:00:00 +0100" endDate="2026-11-23 08:00:00 +0100" value="0.2"/>\n')


def write_export(f, size_mb, defects=(), spread=False, years=0, locale="en_GB"):
    header = HEADER.replace("]>\n", IOS16_DTD + "]>\n") if "ios16-dtd" in defects else HEADER
    header = header.replace('<HealthData locale="en_GB">', f'<HealthData locale="{locale}">')
    f.write(header.encode())
    if "vt" in defects:
        f.write(VT_RECORD.encode())
    f.write(small().encode())
    f.write(more_kinds().encode())
    if spread:
        f.write(end_spread().encode())
    if size_mb and years:
        dense_days(f, size_mb * 1024 * 1024, years)
    elif size_mb:
        target = size_mb * 1024 * 1024
        written = 0
        day = datetime.date(1990, 1, 1)
        i = 0
        while written < target:
            chunk = big_day(i, day).encode()
            f.write(chunk)
            written += len(chunk)
            i += 1
            day += datetime.timedelta(days=1)
    if "truncated" in defects:
        f.write(b' <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Alice')
    else:
        f.write(b"</HealthData>\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", help="output folder (created)")
    ap.add_argument("--size-mb", type=int, default=0, help="append daily data until about this many MB")
    ap.add_argument("--zip", action="store_true", help="write export.zip instead of export.xml")
    ap.add_argument("--stored", action="store_true", help="with --zip: store entries uncompressed")
    ap.add_argument("--xml-name", default="export.xml", help="the XML file's name (Health uses the phone's language)")
    ap.add_argument("--extras", action="store_true", help="add export_cda.xml and __MACOSX/ decoys beside the XML")
    ap.add_argument("--defect", action="append", default=[], choices=["vt", "truncated", "ios16-dtd"],
                    help="a defect seen in real exports (repeatable)")
    ap.add_argument("--routes", action="store_true", help="give the run a route (workout-routes/*.gpx)")
    ap.add_argument("--years", type=float, default=0,
                    help="with --size-mb: the days of this many years before the small set, denser to reach the size")
    ap.add_argument("--end-spread", action="store_true", help="metrics that end on different days (see end_spread)")
    ap.add_argument("--units", choices=["metric", "imperial"],
                    help="the workouts' distances all in km (metric) or mi (imperial); default: the run in mi, the ride in km")
    ap.add_argument("--locale", default="en_GB", help="the export's <HealthData locale=…> (en_GB; en_US, zh_CN, de_DE …)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    ROUTES["on"] = args.routes
    UNITS["system"] = args.units
    # A decoy with the right root element, which must never be taken for the export (macOS metadata).
    decoy = '<?xml version="1.0"?>\n<HealthData locale="en"/>\n'
    if not args.zip:
        with open(os.path.join(args.out, args.xml_name), "wb") as f:
            write_export(f, args.size_mb, args.defect, args.end_spread, args.years, args.locale)
        if args.routes:
            os.makedirs(os.path.join(args.out, "workout-routes"), exist_ok=True)
            with open(os.path.join(args.out, ROUTE_FILE.lstrip("/")), "w") as f:
                f.write(route_gpx())
            if args.size_mb:
                with open(os.path.join(args.out, LONG_ROUTE_FILE.lstrip("/")), "w") as f:
                    f.write(long_route_gpx())
        if args.extras:
            with open(os.path.join(args.out, "export_cda.xml"), "w") as f:
                f.write("<ClinicalDocument/>\n")
            os.makedirs(os.path.join(args.out, "__MACOSX"), exist_ok=True)
            with open(os.path.join(args.out, "__MACOSX", "._" + args.xml_name), "w") as f:
                f.write(decoy)
        return 0
    method = zipfile.ZIP_STORED if args.stored else zipfile.ZIP_DEFLATED
    with zipfile.ZipFile(os.path.join(args.out, "export.zip"), "w", compression=method) as z:
        def info(name):
            zi = zipfile.ZipInfo(name, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = method
            return zi
        z.writestr(info("apple_health_export/export_cda.xml"), "<ClinicalDocument/>\n")
        if args.extras:
            z.writestr(info("__MACOSX/apple_health_export/._" + args.xml_name), decoy)
            z.writestr(info("__MACOSX/apple_health_export/" + args.xml_name), decoy)
        with z.open(info("apple_health_export/" + args.xml_name), "w", force_zip64=args.size_mb > 2000) as f:
            write_export(f, args.size_mb, args.defect, args.end_spread, args.years, args.locale)
        z.writestr(info("apple_health_export/workout-routes/route_2026-11-24.gpx"), "<gpx/>\n")
        if args.routes:
            z.writestr(info("apple_health_export" + ROUTE_FILE), route_gpx())
            if args.size_mb:
                z.writestr(info("apple_health_export" + LONG_ROUTE_FILE), long_route_gpx())
    return 0


if __name__ == "__main__":
    sys.exit(main())
