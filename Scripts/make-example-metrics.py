#!/usr/bin/env python3
"""Generate the example report's metric files in content/metrics/ (deterministic).

One person's health data from 2026-09-01 to 2026-11-29: a recreational runner who trains
five days a week (easy runs Tuesday, rides, a Thursday swim, strength on Mondays, a long run
at the weekend), sleeps a little under eight hours, stops logging drinks after 15 November,
and whose resting heart rate drifts down as fitness improves. The daily files reach back to
2025-08-01 (HISTORY_START): a year of running more and more often, so the 90-day averages
against the 365 days before show trends (resting heart rate down, steps and HRV up, sleep the
same). The history has its own random stream, so the rows from 2026-09-01 on, and the numbers
the report's prose quotes, do not depend on it. Workouts, drinks, heart-rate ranges and sleep
stages keep their span; activity-rings.csv (Move, Exercise, Stand and their goals) covers the
three months.

Run from the repository root: `python3 Scripts/make-example-metrics.py`. The output is
committed; the same seed always writes the same bytes. A summary of the last two weeks is
printed so the report text can quote real numbers.
"""
import datetime as dt
import math
import os
import random

SEED = 20261129
HISTORY_START = dt.date(2025, 8, 1)  # the daily files' first day: 486 days to END (a trend needs 90 + 365)
START = dt.date(2026, 9, 1)  # the first day of workouts, drinks and rings
END = dt.date(2026, 11, 29)
DST_END = dt.date(2026, 10, 25)  # Europe/Berlin switches from +02:00 to +01:00
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "content", "metrics")

# The report week (2026-W48) is written by hand so the workout pages match the data exactly:
# date, local start time, kind, duration_min, distance_km (None: no distance), energy_kcal, avg_hr.
REPORT_WEEK_WORKOUTS = [
    (dt.date(2026, 11, 23), "18:10", "strength", 42, None, 265, 118),
    (dt.date(2026, 11, 24), "07:05", "run", 28, 5.2, 342, 143),
    (dt.date(2026, 11, 26), "12:30", "swim", 35, 1.6, 310, 131),
    (dt.date(2026, 11, 27), "17:45", "ride", 52, 21.4, 468, 128),
    (dt.date(2026, 11, 29), "08:20", "run", 84, 14.1, 1012, 147),
]


def days(first=START, last=END):
    d = first
    while d <= last:
        yield d
        d += dt.timedelta(days=1)


def offset(d):
    return "+02:00" if d < DST_END else "+01:00"


def fmt(x, places):
    return f"{x:.{places}f}"


def write(name, header, rows):
    with open(os.path.join(OUT, name), "w", newline="") as f:
        f.write(",".join(header) + "\n")
        for row in rows:
            f.write(",".join(row) + "\n")


def plan_workouts(rng):
    """One row per workout before the report week, on a weekly rhythm with some skipped days."""
    workouts = []
    for d in days():
        if d >= REPORT_WEEK_WORKOUTS[0][0]:
            break
        progress = (d - START).days / (END - START).days  # 0 → 1, fitness improves
        wd = d.weekday()  # Monday = 0
        if rng.random() < 0.08:
            continue  # a missed session
        if wd == 0:
            dur = rng.randint(35, 48)
            workouts.append((d, "18:%02d" % rng.choice([0, 5, 10, 15, 20]), "strength", dur, None,
                             round(dur * rng.uniform(5.8, 6.6)), rng.randint(112, 124)))
        elif wd == 1 or (wd == 3 and rng.random() < 0.35):
            km = round(rng.uniform(4.6, 6.4), 1)
            pace = 5.9 - 0.35 * progress + rng.uniform(-0.15, 0.2)  # min per km
            dur = round(km * pace)
            workouts.append((d, "07:%02d" % rng.choice([0, 5, 10, 15]), "run", dur, km,
                             round(km * rng.uniform(63, 68)), rng.randint(140, 152)))
        elif wd == 3:
            km = round(rng.uniform(1.3, 1.8), 1)
            dur = round(km * rng.uniform(20, 23))
            workouts.append((d, "12:30", "swim", dur, km, round(dur * rng.uniform(8.4, 9.2)),
                             rng.randint(124, 136)))
        elif wd == 4 and rng.random() < 0.7:
            km = round(rng.uniform(16, 26), 1)
            dur = round(km / rng.uniform(23, 26) * 60)
            workouts.append((d, "17:45", "ride", dur, km, round(dur * rng.uniform(8.5, 9.3)),
                             rng.randint(122, 134)))
        elif wd == 6 or (wd == 5 and rng.random() < 0.2):
            km = round(9.5 + 5 * progress + rng.uniform(-1.2, 1.2), 1)
            pace = 6.2 - 0.3 * progress + rng.uniform(-0.1, 0.2)
            dur = round(km * pace)
            workouts.append((d, "08:%02d" % rng.choice([0, 10, 20, 30]), "run", dur, km,
                             round(km * rng.uniform(66, 72)), rng.randint(142, 153)))
    return workouts + REPORT_WEEK_WORKOUTS


def main():
    rng = random.Random(SEED)
    os.makedirs(OUT, exist_ok=True)
    workouts = plan_workouts(rng)
    by_day = {}
    for w in workouts:
        by_day.setdefault(w[0], []).append(w)

    # Drinks are logged daily until 15 November, then no longer.
    drinks = {}
    for d in days():
        if d > dt.date(2026, 11, 15):
            break
        wd = d.weekday()
        if wd in (4, 5):
            drinks[d] = rng.choice([0, 1, 1, 2, 2, 3])
        elif wd == 2:
            drinks[d] = rng.choice([0, 0, 0, 1])
        else:
            drinks[d] = rng.choice([0, 0, 0, 0, 0, 1])

    rhr, hrv, steps, sleep, resp, spo2 = [], [], [], [], [], []
    for d in days():
        t = (d - START).days
        progress = t / (END - START).days
        yesterday = d - dt.timedelta(days=1)
        drank = drinks.get(yesterday, 0)
        hard = any(w[2] == "run" and (w[4] or 0) >= 9 for w in by_day.get(yesterday, []))
        wd = d.weekday()

        base = 57.2 - 4.4 * progress
        r = base + rng.gauss(0, 0.9) + 1.1 * drank + (1.2 if hard else 0)
        rhr.append((d, str(round(r))))

        h = 44 + 11 * progress + rng.gauss(0, 3.2) - 3.5 * drank - (4 if hard else 0)
        hrv.append((d, str(round(max(28, h)))))

        if d in (dt.date(2026, 10, 11), dt.date(2026, 11, 18)):
            steps.append((d, ""))  # phone left at home: a missing value, not zero
        else:
            s = 6400 + (1700 if wd < 5 else 400) + rng.gauss(0, 1300)
            for w in by_day.get(d, []):
                if w[2] == "run":
                    s += w[4] * 1050
                elif w[2] == "strength":
                    s += 600
            steps.append((d, str(int(max(1800, s)))))

        weekend = wd in (5, 6)
        hours = 7.25 + (0.55 if weekend else 0) + rng.gauss(0, 0.42) - 0.3 * drank + 0.25 * progress
        sleep.append((d, fmt(min(9.6, max(5.1, hours)), 2)))

        rr = 14.6 + rng.gauss(0, 0.35) + 0.25 * drank - 0.2 * progress
        resp.append((d, fmt(rr, 1)))

        ox = 97.3 + rng.gauss(0, 0.55) - 0.3 * drank
        spo2.append((d, fmt(min(99.6, max(94.8, ox)), 1)))

    past = history()
    for name, header, series in (("resting-heart-rate.csv", ["date", "bpm"], rhr),
                                 ("heart-rate-variability.csv", ["date", "sdnn_ms"], hrv),
                                 ("steps.csv", ["date", "steps"], steps),
                                 ("sleep-duration.csv", ["date", "asleep_h"], sleep),
                                 ("respiratory-rate.csv", ["date", "breaths_per_min"], resp),
                                 ("blood-oxygen.csv", ["date", "spo2_pct"], spo2)):
        write(name, header, [(d.isoformat(), v) for d, v in past[header[1]] + series])
    write("alcoholic-beverages.csv", ["date", "drinks"],
          [(d.isoformat(), str(n)) for d, n in sorted(drinks.items())])
    write("workouts.csv", ["date", "duration_min", "distance_km", "energy_kcal", "avg_hr"],
          [(f"{d.isoformat()}T{hm}:00{offset(d)}", str(dur), "" if km is None else fmt(km, 1), str(kcal), str(hr))
           for d, hm, kind, dur, km, kcal, hr in workouts])

    write_detail_series(rhr, sleep, by_day)
    write_activity_rings(steps, by_day)
    summarize(rhr, hrv, steps, sleep, resp, spo2, workouts)


def history():
    """The daily series from HISTORY_START to the day before START, on their own random stream: resting heart
    rate from 61 down to 57 bpm and HRV from 38 up to 44 ms as runs (not written as workouts) grow from one a
    fortnight to two a week, steps with them; sleep, breathing and oxygen as in the autumn. Returns each
    series by its column name."""
    rng = random.Random(SEED + 3)
    out = {k: [] for k in ("bpm", "sdnn_ms", "steps", "asleep_h", "breaths_per_min", "spo2_pct")}
    runs = {}
    span = (START - HISTORY_START).days
    drank = 0
    for d in days(HISTORY_START, START - dt.timedelta(days=1)):
        p = (d - HISTORY_START).days / span  # 0 → 1 over the year
        wd = d.weekday()
        hard = runs.get(d - dt.timedelta(days=1), [(0, 0, 0, 0, 0)])[0][4] >= 9
        if (wd == 6 and rng.random() < 0.3 + 0.6 * p) or (wd == 1 and rng.random() < 0.25 + 0.55 * p):
            km = round((6 + 3.5 * p if wd == 6 else 4 + 1.5 * p) + rng.uniform(-0.8, 0.8), 1)
            runs[d] = [(d, "08:00", "run", round(km * 6.1), km, round(km * 66), rng.randint(140, 152))]
        out["bpm"].append((d, str(round(61.0 - 3.8 * p + rng.gauss(0, 0.9) + 1.1 * drank + (1.2 if hard else 0)))))
        out["sdnn_ms"].append((d, str(round(max(28, 38 + 6 * p + rng.gauss(0, 3.2) - 3.5 * drank - (4 if hard else 0))))))
        if d in (dt.date(2025, 12, 24), dt.date(2026, 3, 14), dt.date(2026, 7, 5)):
            out["steps"].append((d, ""))  # phone left at home
        else:
            s = 6200 + (1500 if wd < 5 else 300) + rng.gauss(0, 1300) + sum(w[4] * 1050 for w in runs.get(d, []))
            out["steps"].append((d, str(int(min(19800, max(1800, s))))))
        hours = 7.2 + (0.55 if wd in (5, 6) else 0) + rng.gauss(0, 0.42) - 0.3 * drank
        out["asleep_h"].append((d, fmt(min(9.6, max(5.1, hours)), 2)))
        out["breaths_per_min"].append((d, fmt(14.8 + rng.gauss(0, 0.35) + 0.25 * drank, 1)))
        out["spo2_pct"].append((d, fmt(min(99.6, max(94.8, 97.3 + rng.gauss(0, 0.55) - 0.3 * drank)), 1)))
        drank = rng.choice([0, 1, 1, 2, 2, 3]) if wd in (4, 5) else rng.choice([0, 0, 0, 0, 0, 1])
    return out


def write_detail_series(rhr, sleep, by_day):
    """Heart rate through the day (mean, lowest, highest) and sleep stages from START on (no history: these
    files keep the three months), from their own random stream so the series above keep their bytes: the range
    and stacked charts of the example."""
    rng = random.Random(SEED + 1)
    heart, stages = [], []
    for (d, rest), (_, asleep) in zip(rhr, sleep):
        rest = int(rest)
        trained = by_day.get(d, [])
        peak = max((w[6] for w in trained), default=0)
        high = max(peak + round(rng.gauss(14, 4)), round(rng.gauss(118, 9)))
        low = rest - rng.choice([1, 2, 2, 3])
        mean = rest + round(rng.gauss(17, 2.5)) + (6 if trained else 0)
        heart.append((d.isoformat(), str(mean), str(low), str(high)))
        total = float(asleep)
        deep = total * rng.uniform(0.13, 0.19)
        rem = total * rng.uniform(0.19, 0.25)
        core = total - deep - rem
        awake = rng.uniform(0.15, 0.6)
        stages.append((d.isoformat(), asleep, fmt(deep, 2), fmt(core, 2), fmt(rem, 2), fmt(awake, 2)))
    write("heart-rate.csv", ["date", "bpm", "lowest", "highest"], heart)
    write("sleep-stages.csv", ["date", "Asleep", "Deep", "Core", "REM", "Awake"], stages)
    write_sleep_stretches(stages)


def write_activity_rings(steps, by_day):
    """activity-rings.csv in the importer's format (Move kcal, Exercise min, Stand h, each with its goal) from
    START on: Move from the day's steps (but those of runs) and workouts, Exercise the workouts' minutes and
    brisk walking, Stand mostly at goal; the Move goal goes from 500 to 550 kcal on 1 November. Its own random
    stream, so the other files keep their bytes."""
    rng = random.Random(SEED + 4)
    rows = []
    for d, count in steps:
        trained = by_day.get(d, [])
        walked = (int(count) if count else 5200) - sum(1050 * w[4] for w in trained if w[2] == "run")
        move = 0.045 * walked + sum(w[5] for w in trained) * 0.9 + rng.gauss(90, 30)
        exercise = sum(w[3] for w in trained) + max(0, round(rng.gauss(9, 5)))
        stand = min(16, max(6, round(rng.gauss(11.5, 1.6))))
        goal = 550 if d >= dt.date(2026, 11, 1) else 500
        rows.append((d.isoformat(), str(round(max(90, move))), str(goal), str(exercise), "30", str(stand), "12"))
    write("activity-rings.csv", ["date", "move", "move_goal", "exercise", "exercise_goal", "stand", "stand_goal"], rows)


HYPNOGRAM_FROM = dt.date(2026, 10, 18)  # the last six weeks of nights, the summer-time change included
BERLIN_DST_END_UTC = dt.datetime(2026, 10, 25, 1, 0, tzinfo=dt.timezone.utc)


def berlin(instant):
    """An instant (UTC) as Berlin's local time with its offset, `2026-10-25T02:30:00+01:00`."""
    hours = 2 if instant < BERLIN_DST_END_UTC else 1
    local = instant + dt.timedelta(hours=hours)
    return local.strftime("%Y-%m-%dT%H:%M:00") + f"+0{hours}:00"


def night_stretches(rng, morning, deep, core, rem, awake):
    """One night's stage samples as (UTC start, minutes, stage): about 90-minute cycles of core, deep (most in the
    first cycles), core and REM (most in the last), brief wakings between some cycles, ending awake; the stage
    minutes add up to the night's totals in sleep-stages.csv."""
    cycles = 5
    deep_w, rem_w = [0.38, 0.3, 0.2, 0.12, 0.0], [0.1, 0.16, 0.22, 0.25, 0.27]
    deep_m = [round(deep * 60 * w) for w in deep_w]
    rem_m = [round(rem * 60 * w) for w in rem_w]
    core_total = round(core * 60)
    core_m = [core_total // cycles + (1 if i < core_total % cycles else 0) for i in range(cycles)]
    awake_total = max(3, round(awake * 60))
    wakes = sorted(rng.sample(range(1, cycles - 1), 2))
    final = max(2, awake_total // 3)
    between = awake_total - final
    bed = dt.datetime.combine(morning - dt.timedelta(days=1), dt.time(23, 0), tzinfo=dt.timezone.utc)
    t = bed - dt.timedelta(hours=2 if morning <= dt.date(2026, 10, 25) else 1) + dt.timedelta(minutes=rng.randint(-35, 25))
    out = []
    def add(minutes, stage):
        nonlocal t
        if minutes > 0:
            out.append((t, minutes, stage))
            t += dt.timedelta(minutes=minutes)
    for i in range(cycles):
        first = core_m[i] * 2 // 3
        add(first, "core")
        add(deep_m[i], "deep")
        add(core_m[i] - first, "core")
        add(rem_m[i], "rem")
        if i in wakes:
            add(between // 2 if i == wakes[0] else between - between // 2, "awake")
    add(final, "awake")
    return out


def write_sleep_stretches(stages):
    """sleep-stages-night.csv: each night's stage samples for the hypnogram (chart: hypnogram), from the nights'
    stage totals, on a random stream of its own so the other files keep their bytes."""
    rng = random.Random(SEED + 2)
    columns = ["awake_min", "rem_min", "core_min", "deep_min"]
    rows = []
    for date, _asleep, deep, core, rem, awake in stages:
        morning = dt.date.fromisoformat(date)
        if morning < HYPNOGRAM_FROM:
            continue
        for start, minutes, stage in night_stretches(rng, morning, float(deep), float(core), float(rem), float(awake)):
            cells = ["" for _ in columns]
            cells[columns.index(stage + "_min")] = str(minutes)
            rows.append((berlin(start), *cells))
    write("sleep-stages-night.csv", ["date"] + columns, rows)


def summarize(rhr, hrv, steps, sleep, resp, spo2, workouts):
    weeks = {"W47": (dt.date(2026, 11, 16), dt.date(2026, 11, 22)),
             "W48": (dt.date(2026, 11, 23), dt.date(2026, 11, 29))}
    for name, (a, b) in weeks.items():
        def vals(series):
            return [float(v) for d, v in series if a <= d <= b and v != ""]
        mean = lambda xs: sum(xs) / len(xs)
        ws = [w for w in workouts if a <= w[0] <= b]
        print(name,
              "rhr %.1f" % mean(vals(rhr)), "hrv %.1f" % mean(vals(hrv)),
              "steps %d (%d days)" % (sum(vals(steps)), len(vals(steps))),
              "sleep %.2f" % mean(vals(sleep)), "resp %.2f" % mean(vals(resp)),
              "spo2 %.2f" % mean(vals(spo2)),
              "workouts %d, %d min, %.1f km" % (len(ws), sum(w[3] for w in ws), sum(w[4] or 0 for w in ws)))
        for series, label in ((rhr, "rhr"), (hrv, "hrv"), (sleep, "sleep"), (steps, "steps")):
            print("   ", label, [v for d, v in series if a <= d <= b])


if __name__ == "__main__":
    main()
