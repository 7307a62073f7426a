#!/usr/bin/env python3
"""Builds the small SQLite databases of the "Data sources" guide (generated data only, nothing copied).

- healthkit.db: the layout healthkit-to-sqlite writes (its utils.write_records: one table per record type, `r` + the
  type without its HKQuantityTypeIdentifier prefix: rStepCount, rRestingHeartRate; the record's attributes as text
  columns, startDate, endDate, value and unit first, then sourceName, sourceVersion, device, creationDate; dates as
  the export writes them, `2026-11-01 08:00:00 +0000`).
- gadgetbridge.db: a Gadgetbridge export's tables as its schema generator (GBDaoGenerator) declares them: USER and
  DEVICE (made-up names), MI_BAND_ACTIVITY_SAMPLE and XIAOMI_ACTIVITY_SAMPLE (TIMESTAMP in Unix seconds, DEVICE_ID,
  USER_ID, RAW_INTENSITY, STEPS, RAW_KIND, HEART_RATE; primary key TIMESTAMP, DEVICE_ID), CMF_HEART_RATE_SAMPLE and
  HUAMI_HEART_RATE_RESTING_SAMPLE (TIMESTAMP in milliseconds); a Mi Band sample a minute, 255 for no heart rate.
- with --gadgetbridge-samples FILE: only the Gadgetbridge database of the import tests, a few samples by hand.
- with --samples-table FILE ROWS: a table `samples (time, bpm)` of ROWS minutes, for the query benchmark.

Usage: python3 Scripts/make-sqlite-examples.py OUTPUT_FOLDER [DAYS]
       python3 Scripts/make-sqlite-examples.py --gadgetbridge-samples FILE
       python3 Scripts/make-sqlite-examples.py --samples-table FILE ROWS
"""
import os
import sqlite3
import sys
from datetime import datetime, timedelta, timezone


def healthkit(path, days):
    db = sqlite3.connect(path)
    for table in ("rStepCount", "rRestingHeartRate"):
        db.execute(f"CREATE TABLE [{table}] ([startDate] TEXT, [endDate] TEXT, [value] TEXT, [unit] TEXT, "
                   "[sourceName] TEXT, [sourceVersion] TEXT, [device] TEXT, [creationDate] TEXT)")
    start = datetime(2026, 11, 1, tzinfo=timezone.utc) - timedelta(days=days)
    for d in range(days):
        day = start + timedelta(days=d)
        for hour in (8, 12, 18):
            t = day + timedelta(hours=hour)
            text = t.strftime("%Y-%m-%d %H:%M:%S +0000")
            steps = 1500 + (d * 379 + hour * 97) % 2500
            db.execute("INSERT INTO rStepCount VALUES (?, ?, ?, 'count', 'Phone', '17.0', NULL, ?)",
                       (text, (t + timedelta(minutes=30)).strftime("%Y-%m-%d %H:%M:%S +0000"), str(steps), text))
        rest = day + timedelta(hours=23)
        text = rest.strftime("%Y-%m-%d %H:%M:%S +0000")
        db.execute("INSERT INTO rRestingHeartRate VALUES (?, ?, ?, 'count/min', 'Watch', '10.0', NULL, ?)",
                   (text, text, str(52 + (d * 7) % 9), text))
    db.commit()
    db.close()


# Gadgetbridge's tables as its schema generator (GBDaoGenerator) declares them and greenDAO writes them: activity
# samples keyed by (TIMESTAMP in Unix seconds, DEVICE_ID); "time samples" (all-day heart rate, resting heart rate)
# keyed the same way with TIMESTAMP in milliseconds; DEVICE and USER hold the names the importer must never copy.
ACTIVITY = ('"TIMESTAMP" INTEGER NOT NULL ,"DEVICE_ID" INTEGER NOT NULL ,"USER_ID" INTEGER NOT NULL ,'
            '"RAW_INTENSITY" INTEGER NOT NULL ,"STEPS" INTEGER NOT NULL ,"RAW_KIND" INTEGER NOT NULL ,'
            '"HEART_RATE" INTEGER NOT NULL')
TIME_SAMPLE = '"TIMESTAMP" INTEGER NOT NULL ,"DEVICE_ID" INTEGER NOT NULL ,"USER_ID" INTEGER NOT NULL'
KEY = ',PRIMARY KEY ("TIMESTAMP" ,"DEVICE_ID") ON CONFLICT REPLACE) WITHOUT ROWID'
GADGETBRIDGE_TABLES = [
    'CREATE TABLE "USER" ("_id" INTEGER PRIMARY KEY AUTOINCREMENT ,"NAME" TEXT NOT NULL ,'
    '"BIRTHDAY" INTEGER NOT NULL ,"GENDER" INTEGER NOT NULL )',
    'CREATE TABLE "DEVICE" ("_id" INTEGER PRIMARY KEY AUTOINCREMENT ,"NAME" TEXT NOT NULL ,"MANUFACTURER" TEXT NOT NULL ,'
    '"IDENTIFIER" TEXT NOT NULL UNIQUE ,"TYPE" INTEGER NOT NULL ,"TYPE_NAME" TEXT NOT NULL ,"MODEL" TEXT,"ALIAS" TEXT,'
    '"PARENT_FOLDER" TEXT)',
    f'CREATE TABLE "MI_BAND_ACTIVITY_SAMPLE" ({ACTIVITY}{KEY}',
    f'CREATE TABLE "XIAOMI_ACTIVITY_SAMPLE" ({ACTIVITY} ,"STRESS" INTEGER,"SPO2" INTEGER{KEY}',
    f'CREATE TABLE "CMF_HEART_RATE_SAMPLE" ({TIME_SAMPLE} ,"HEART_RATE" INTEGER NOT NULL{KEY}',
    f'CREATE TABLE "HUAMI_HEART_RATE_RESTING_SAMPLE" ({TIME_SAMPLE} ,"UTC_OFFSET" INTEGER NOT NULL ,'
    f'"HEART_RATE" INTEGER NOT NULL{KEY}',
]


def gadgetbridge_schema(path):
    """A new database at `path` with Gadgetbridge's tables, one made-up user and three made-up devices."""
    db = sqlite3.connect(path)
    for statement in GADGETBRIDGE_TABLES:
        db.execute(statement)
    db.execute("INSERT INTO USER VALUES (1, 'Sample Person', 631152000000, 2)")
    for n, (name, maker, kind, model, alias) in enumerate([
            ("Sample Person's Mi Band 6", "Xiaomi", 41, "MIBAND6", "Sample's band"),
            ("Xiaomi Smart Band 8", "Xiaomi", 310, "XIAOMI_SMART_BAND_8", "Sample's watch"),
            ("CMF Watch Pro", "Nothing", 500, "CMF_WATCH_PRO", None)], start=1):
        db.execute("INSERT INTO DEVICE VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)",
                   (n, name, maker, f"00:00:5E:00:53:0{n}", kind, model, model, alias))
    return db


def utc(text):
    """Unix seconds of `YYYY-MM-DD HH:MM` UTC."""
    return int(datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc).timestamp())


def gadgetbridge_samples(path):
    """The import tests' database: a few samples listed by hand (their daily values are worked out in
    Tests/HealthImportTests/GadgetbridgeImportTests.swift), with every "no reading" value Gadgetbridge writes."""
    db = gadgetbridge_schema(path)
    band = [("2026-11-23 08:00", 120, 72), ("2026-11-23 08:01", 95, 255), ("2026-11-23 08:02", 0, 0),
            ("2026-11-23 08:03", 3, 5), ("2026-11-23 12:00", -1, 88), ("2026-11-23 23:59", 7, 61),
            ("2026-11-24 00:00", 40, 130), ("2026-11-24 06:30", 300, 104)]
    db.executemany("INSERT INTO MI_BAND_ACTIVITY_SAMPLE VALUES (?, 1, 1, 20, ?, 1, ?)",
                   [(utc(t), steps, bpm) for t, steps, bpm in band])
    watch = [("2026-11-23 08:00", 100, 70), ("2026-11-23 09:00", 50, -1), ("2026-11-24 07:00", 500, 251)]
    db.executemany("INSERT INTO XIAOMI_ACTIVITY_SAMPLE VALUES (?, 2, 1, 30, ?, 1, ?, 20, 97)",
                   [(utc(t), steps, bpm) for t, steps, bpm in watch])
    db.executemany("INSERT INTO CMF_HEART_RATE_SAMPLE VALUES (?, 3, 1, ?)",
                   [(utc("2026-11-24 10:00") * 1000, 66), (utc("2026-11-24 10:05") * 1000, 255)])
    # A resting heart rate is a daily figure, not a sample: the import leaves this table alone.
    db.execute("INSERT INTO HUAMI_HEART_RATE_RESTING_SAMPLE VALUES (?, 1, 1, 0, 45)", (utc("2026-11-23 04:00") * 1000,))
    db.commit()
    db.close()


def gadgetbridge(path, days):
    """The guide's database: a Mi Band's sample a minute for `days` days up to 2026-11-01 (255 every seventh
    minute: no reading)."""
    db = gadgetbridge_schema(path)
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


def samples_table(path, rows):
    """The benchmark's database: a table `samples (time TEXT, bpm INTEGER)` of `rows` minutes from 2024-12-01."""
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE samples (time TEXT, bpm INTEGER)")
    start = datetime(2024, 12, 1)
    db.executemany("INSERT INTO samples VALUES (?, ?)",
                   (((start + timedelta(minutes=i)).strftime("%Y-%m-%dT%H:%M:%S"), 55 + (i * 13) % 50) for i in range(rows)))
    db.commit()
    db.close()


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--samples-table":
        if os.path.exists(sys.argv[2]):
            os.remove(sys.argv[2])
        samples_table(sys.argv[2], int(sys.argv[3]))
        return
    if len(sys.argv) == 3 and sys.argv[1] == "--gadgetbridge-samples":
        if os.path.exists(sys.argv[2]):
            os.remove(sys.argv[2])
        gadgetbridge_samples(sys.argv[2])
        return
    if len(sys.argv) < 2:
        sys.exit("usage: make-sqlite-examples.py OUTPUT_FOLDER [DAYS] | --gadgetbridge-samples FILE | "
                 "--samples-table FILE ROWS")
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
