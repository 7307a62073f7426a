import Testing
@testable import Basics

@Suite struct CivilCalendarTests {
    @Test func leapYearsFollowTheGregorianRule() {
        #expect(CivilCalendar.isLeap(2024))
        #expect(!CivilCalendar.isLeap(2026))
        #expect(!CivilCalendar.isLeap(1900))  // a century not divisible by 400
        #expect(CivilCalendar.isLeap(2000))
        #expect(CivilCalendar.isLeap(-4))      // proleptic: 5 BC
        #expect(CivilCalendar.daysIn(month: 2, year: 2028) == 29)
        #expect(CivilCalendar.daysIn(month: 2, year: 2100) == 28)
        #expect(CivilCalendar.daysIn(month: 4, year: 2026) == 30)
    }

    @Test func onlyDaysTheMonthHasAreValid() {
        #expect(!CivilCalendar.isValid(year: 2026, month: 2, day: 31))
        #expect(!CivilCalendar.isValid(year: 2026, month: 2, day: 29))
        #expect(CivilCalendar.isValid(year: 2028, month: 2, day: 29))
        #expect(!CivilCalendar.isValid(year: 2026, month: 13, day: 1))
        #expect(!CivilCalendar.isValid(year: 2026, month: 0, day: 1))
        #expect(!CivilCalendar.isValid(year: 2026, month: 4, day: 31))
        #expect(!CivilCalendar.isValid(year: 2026, month: 1, day: 0))
    }

    @Test func dayNumbersOfKnownDates() {
        #expect(CivilCalendar.dayNumber(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilCalendar.dayNumber(year: 1969, month: 12, day: 31) == -1)
        #expect(CivilCalendar.dayNumber(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilCalendar.dayNumber(year: 2026, month: 11, day: 23) == 20_780)
        #expect(CivilCalendar.dayNumber(year: 1, month: 1, day: 1) == -719_162)
    }

    @Test func dayNumbersAndDatesAreInverses() {
        var previous = CivilCalendar.dayNumber(year: 1599, month: 12, day: 31)
        for year in [1600, 1700, 1899, 1900, 1969, 1970, 2000, 2024, 2100, 2400] {
            for month in 1...12 {
                for day in 1...CivilCalendar.daysIn(month: month, year: year) {
                    let number = CivilCalendar.dayNumber(year: year, month: month, day: day)
                    let back = CivilCalendar.date(ofDay: number)
                    #expect(back.year == year && back.month == month && back.day == day)
                    if month == 1 && day == 1 { previous = number - 1 }
                    #expect(number == previous + 1, "\(year)-\(month)-\(day) does not follow the day before")
                    previous = number
                }
            }
        }
    }
}
