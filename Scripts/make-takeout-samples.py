#!/usr/bin/env python3
"""Deterministic synthetic Google Fit (Takeout) and Fitbit exports for `cardstock import google-fit|fitbit`.

    make-takeout-samples.py OUT_DIR google-fit            # OUT_DIR/Takeout/Fit/Daily activity metrics/…
    make-takeout-samples.py OUT_DIR google-fit --language zh  # a Chinese-language Takeout: Chinese folder,
                                                          # file and column names (units kept in brackets)
    make-takeout-samples.py OUT_DIR google-fit --per-day  # only the per-day files (YYYY-MM-DD.csv, 15-minute rows)
    make-takeout-samples.py OUT_DIR fitbit                # OUT_DIR/Takeout/Fitbit/Global Export Data/*.json
    make-takeout-samples.py OUT_DIR fitbit --zip          # the same as OUT_DIR/takeout.zip (DEFLATE)
    make-takeout-samples.py OUT_DIR google-fit --days 400 # more days (default 21, ending 2026-11-29)

Generated data only: no real person's data. The values follow fixed formulas of the day number (no clock, no
randomness), the location columns hold 0, and the Fitbit profile names a made-up "Sample Person" so tests can check
that it never reaches the output. Output is byte-for-byte the same on every run (fixed zip timestamps).
"""
import argparse
import datetime
import json
import os
import zipfile

END = datetime.date(2026, 11, 29)

FIT_HEADER_EN = ["Date", "Move Minutes count", "Calories (kcal)", "Distance (m)", "Heart Points", "Heart Minutes",
                 "Average heart rate (bpm)", "Max heart rate (bpm)", "Min heart rate (bpm)",
                 "Low latitude (deg)", "Low longitude (deg)", "High latitude (deg)", "High longitude (deg)",
                 "Average speed (m/s)", "Max speed (m/s)", "Min speed (m/s)", "Step count",
                 "Average weight (kg)", "Max weight (kg)", "Min weight (kg)", "Walking duration (ms)"]
FIT_HEADER_ZH = ["日期", "活动时间", "卡路里（千卡）", "距离（米）", "心肺强化分数", "心肺强化时间",
                 "平均心率（次/分钟）", "最高心率（次/分钟）", "最低心率（次/分钟）",
                 "最低纬度（度）", "最低经度（度）", "最高纬度（度）", "最高经度（度）",
                 "平均速度（米/秒）", "最高速度（米/秒）", "最低速度（米/秒）", "步数",
                 "平均体重（公斤）", "最高体重（公斤）", "最低体重（公斤）", "步行时长（毫秒）"]
FOLDERS = {"en": ("Fit", "Daily activity metrics", "Daily activity metrics.csv"),
           "zh": ("Google 健身", "每日活动指标", "每日活动指标.csv")}


def days(n):
    return [END - datetime.timedelta(days=n - 1 - i) for i in range(n)]


def fit_row(i):
    """The daily values of day number i (0 = the first day)."""
    steps = 4000 + (i * 731) % 6000
    return {"move": 20 + i % 40, "kcal": 1800 + (i * 37) % 500 + 0.5, "m": steps * 0.7, "hp": i % 30,
            "hm": i % 25, "avg": 70 + i % 9, "max": 120 + i % 30, "min": 50 + i % 7, "steps": steps,
            "kg": 70 + (i % 5) / 10}


def google_fit(out, n, language, per_day):
    top, folder, summary = FOLDERS[language]
    header = FIT_HEADER_ZH if language == "zh" else FIT_HEADER_EN
    files = {}
    rows = [",".join(header)]
    for i, day in enumerate(days(n)):
        v = fit_row(i)
        rows.append(",".join(str(x) for x in [day.isoformat(), v["move"], v["kcal"], v["m"], v["hp"], v["hm"],
                                                v["avg"], v["max"], v["min"], 0, 0, 0, 0, 1.2, 2.5, 0.3,
                                                v["steps"], v["kg"], v["kg"], v["kg"], 3600000]))
        # The per-day file: the day's values split over four 15-minute rows (heart rate: the same in each).
        lines = ["Start time,End time," + ",".join(header[1:])]
        for q in range(4):
            start = "%02d:%02d:00.000+01:00" % (8 + q // 4, (q % 4) * 15)
            end = "%02d:%02d:00.000+01:00" % (8 + (q + 1) // 4, ((q + 1) % 4) * 15)
            part = [v["move"] / 4, v["kcal"] / 4, v["m"] / 4, v["hp"] / 4, v["hm"] / 4, v["avg"], v["max"], v["min"],
                    "", "", "", "", "", "", "", v["steps"] / 4, "", "", "", ""]
            lines.append(start + "," + end + "," + ",".join(str(x) for x in part))
        files["Takeout/%s/%s/%s.csv" % (top, folder, day.isoformat())] = "\n".join(lines) + "\n"
    if not per_day:
        files["Takeout/%s/%s/%s" % (top, folder, summary)] = "\n".join(rows) + "\n"
    return files


def fitbit_time(day, h, m):
    return "%02d/%02d/%02d %02d:%02d:00" % (day.month, day.day, day.year % 100, h, m)


def fitbit(out, n):
    base = "Takeout/Fitbit/Global Export Data/"
    files = {"Takeout/Fitbit/Personal & Account/Profile.csv": "id,full_name,date_of_birth\nX1,Sample Person,1970-01-01\n"}
    all_days = days(n)
    for start in range(0, n, 7):  # one file a week for the minute data, as Fitbit splits them
        week = all_days[start:start + 7]
        steps, dist, cal, very, moderately, rest = [], [], [], [], [], []
        for day in week:
            i = all_days.index(day)
            for h in (7, 12, 18):
                steps.append({"dateTime": fitbit_time(day, h, 0), "value": str(1000 + i * 10 + h)})
                dist.append({"dateTime": fitbit_time(day, h, 0), "value": str(70000 + i * 100)})  # centimetres
                cal.append({"dateTime": fitbit_time(day, h, 0), "value": "%.2f" % (600 + h + i / 4)})  # kcal, a third of a day each
            very.append({"dateTime": fitbit_time(day, 0, 0), "value": str(i % 20)})
            moderately.append({"dateTime": fitbit_time(day, 0, 0), "value": str(10 + i % 5)})
            rest.append({"dateTime": fitbit_time(day, 0, 0),
                         "value": {"date": "%02d/%02d/%02d" % (day.month, day.day, day.year % 100),
                                   "value": 55 + i % 6 + 0.25, "error": 5.1}})
        stamp = week[0].isoformat()
        for name, data in [("steps", steps), ("distance", dist), ("calories", cal), ("very_active_minutes", very),
                           ("moderately_active_minutes", moderately), ("resting_heart_rate", rest)]:
            files[base + "%s-%s.json" % (name, stamp)] = json.dumps(data, indent=1)
    for i, day in enumerate(all_days):
        hr = [{"dateTime": fitbit_time(day, h, 5), "value": {"bpm": 60 + i % 10 + h, "confidence": 2}} for h in (6, 12, 20)]
        files[base + "heart_rate-%s.json" % day.isoformat()] = json.dumps(hr, indent=1)
    sleep = []
    for i, day in enumerate(all_days):
        stages = {"deep": {"count": 3, "minutes": 60 + i % 10}, "light": {"count": 20, "minutes": 240},
                  "rem": {"count": 5, "minutes": 90}, "wake": {"count": 15, "minutes": 30 + i % 5}}
        sleep.append({"logId": 1000 + i, "dateOfSleep": day.isoformat(), "startTime": "%sT23:00:00.000" % day.isoformat(),
                      "minutesAsleep": 390 + i % 10, "minutesAwake": 30 + i % 5, "timeInBed": 420 + i % 15,
                      "type": "stages", "mainSleep": True, "levels": {"summary": stages}})
    files[base + "sleep-%s.json" % all_days[0].isoformat()] = json.dumps(sleep, indent=1)
    return files


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("format", choices=["google-fit", "fitbit"])
    ap.add_argument("--language", choices=["en", "zh"], default="en")
    ap.add_argument("--per-day", action="store_true")
    ap.add_argument("--zip", action="store_true")
    ap.add_argument("--days", type=int, default=21)
    a = ap.parse_args()
    files = google_fit(a.out, a.days, a.language, a.per_day) if a.format == "google-fit" else fitbit(a.out, a.days)
    os.makedirs(a.out, exist_ok=True)
    if a.zip:
        with zipfile.ZipFile(os.path.join(a.out, "takeout.zip"), "w", zipfile.ZIP_DEFLATED) as z:
            for name in sorted(files):
                info = zipfile.ZipInfo(name, (2026, 11, 30, 12, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(info, files[name].encode("utf-8"))
    else:
        for name in sorted(files):
            path = os.path.join(a.out, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(files[name])


if __name__ == "__main__":
    main()
