#!/usr/bin/env python3
"""Builds the small SQLite databases of the "Data sources" guide (generated data only, nothing copied).

- healthkit.db: the layout healthkit-to-sqlite writes (one table per record type, `r` + the type without its
  HKQuantityTypeIdentifier prefix: rStepCount, rRestingHeartRate; columns sourceName, sourceVersion, unit,
  creationDate, startDate, endDate, value, device; dates as the export writes them, `2026-11-01 08:00:00 +0000`).
- gadgetbridge.db: a Gadgetbridge export's MI_BAND_ACTIVITY_SAMPLE table (TIMESTAMP in Unix seconds, DEVICE_ID,
  USER_ID, RAW_INTENSITY, STEPS, RAW_KIND, HEART_RATE; one sample a minute; 255 and 0 mean no heart rate).

Usage: python3 Scripts/make-sqlite-examples.py OUTPUT_FOLDER [DAYS]
"""
import os
import sqlite3
import sys
from datetime import datetime, timedelta, timezone


def healthkit(path, days):
    db = sqlite3.connect(path)
    for table in ("rStepCount", "rRestingHeartRate"):
        db.execute(f"CREATE TABLE [{table}] (sourceName TEXT, sourceVersion TEXT, unit TEXT, creationDate TEXT, "
                   "startDate TEXT, endDate TEXT, value TEXT, device TEXT)")
    start = datetime(2026, 11, 1, tzinfo=timezone.utc) - timedelta(days=days)
    for d in range(days):
        day = start + timedelta(days=d)
        for hour in (8, 12, 18):
            t = day + timedelta(hours=hour)
            text = t.strftime("%Y-%m-%d %H:%M:%S +0000")
            steps = 1500 + (d * 379 + hour * 97) % 2500
            db.execute("INSERT INTO rStepCount VALUES ('Phone', '17.0', 'count', ?, ?, ?, ?, NULL)",
                       (text, text, (t + timedelta(minutes=30)).strftime("%Y-%m-%d %H:%M:%S +0000"), str(steps)))
        rest = day + timedelta(hours=23)
        text = rest.strftime("%Y-%m-%d %H:%M:%S +0000")
        db.execute("INSERT INTO rRestingHeartRate VALUES ('Watch', '10.0', 'count/min', ?, ?, ?, ?, NULL)",
                   (text, text, text, str(52 + (d * 7) % 9)))
    db.commit()
    db.close()


def gadgetbridge(path, days):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE MI_BAND_ACTIVITY_SAMPLE (TIMESTAMP INTEGER NOT NULL, DEVICE_ID INTEGER NOT NULL, "
               "USER_ID INTEGER NOT NULL, RAW_INTENSITY INTEGER NOT NULL, STEPS INTEGER NOT NULL, "
               "RAW_KIND INTEGER NOT NULL, HEART_RATE INTEGER NOT NULL, PRIMARY KEY (TIMESTAMP, DEVICE_ID))")
    start = int(datetime(2026, 11, 1, tzinfo=timezone.utc).timestamp()) - days * 86400
    rows = []
    for minute in range(days * 1440):
        ts = start + minute * 60
        awake = 7 * 60 <= minute % 1440 < 22 * 60
        steps = (minute * 31) % 40 if awake else 0
        heart = 255 if minute % 7 == 0 else 55 + (minute * 13) % 50
        rows.append((ts, 1, 1, steps * 3, steps, 1 if awake else 4, heart))
    db.executemany("INSERT INTO MI_BAND_ACTIVITY_SAMPLE VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    db.commit()
    db.close()


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: make-sqlite-examples.py OUTPUT_FOLDER [DAYS]")
    folder, days = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 60
    os.makedirs(folder, exist_ok=True)
    for name, make in (("healthkit.db", healthkit), ("gadgetbridge.db", gadgetbridge)):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            os.remove(path)
        make(path, days)
        print(path)


if __name__ == "__main__":
    main()
