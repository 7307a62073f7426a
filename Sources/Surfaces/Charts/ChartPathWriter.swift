/// Collects a chart's path data (`M12.5 40L…`) in a stack buffer and appends it to an
/// ``HTMLBuffer`` in pieces of up to ``capacity`` bytes, so the hundreds of coordinates of a chart
/// cost one array append per piece instead of one per number. Writes the same bytes as
/// `HTMLBuffer.write(number:decimals:)`.
struct ChartPathWriter {
    /// Bytes held before they are flushed.
    static let capacity = 2_048
    /// The most bytes one call writes (a sign, 13 digits, a point, 4 decimals and a command).
    static let largestWrite = 24

    private let base: UnsafeMutablePointer<UInt8>
    private var count = 0

    private init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

    /// Runs `body` with a writer whose bytes end up at the end of `buffer`.
    static func writing(into buffer: inout HTMLBuffer, _ body: (inout ChartPathWriter, inout HTMLBuffer) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { storage in
            guard let base = storage.baseAddress else { return }
            var writer = ChartPathWriter(base: base)
            body(&writer, &buffer)
            writer.flush(into: &buffer)
        }
    }

    /// Appends the held bytes to `buffer`.
    mutating func flush(into buffer: inout HTMLBuffer) {
        guard count > 0 else { return }
        buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    /// Makes room for one more write.
    @inline(__always) private mutating func room(_ buffer: inout HTMLBuffer) {
        if count > ChartPathWriter.capacity - ChartPathWriter.largestWrite { flush(into: &buffer) }
    }

    /// Writes one byte (a path command).
    @inline(__always) mutating func byte(_ b: UInt8, _ buffer: inout HTMLBuffer) {
        room(&buffer)
        base[count] = b
        count += 1
    }

    /// Writes `M x y` / `L x y` (one decimal each), with one check for room for all four parts.
    @inline(__always) mutating func move(_ command: UInt8, _ x: Double, _ y: Double, _ buffer: inout HTMLBuffer) {
        if count > ChartPathWriter.capacity - 2 * ChartPathWriter.largestWrite { flush(into: &buffer) }
        base[count] = command
        count += 1
        tenths(x, &buffer)
        base[count] = UInt8(ascii: " ")
        count += 1
        tenths(y, &buffer)
    }

    /// Writes `value` with one decimal, as ``number(_:decimals:)`` does: a value below 100,000 in
    /// magnitude (every plot coordinate) is rounded in 32-bit integers and its digits are written with
    /// a fixed count of divisions by ten; others (and non-finite values) take the general path.
    @inline(__always) mutating func tenths(_ value: Double, _ buffer: inout HTMLBuffer) {
        let x = value.magnitude * 10
        // False for NaN and the infinities too.
        guard x < 1_000_000 else {
            number(value, decimals: 1, &buffer)
            return
        }
        room(&buffer)
        // Round half away from zero: x is below 2³², so the conversion and the remainder are exact.
        let truncated = UInt32(x)
        let units = x - Double(truncated) >= 0.5 ? truncated &+ 1 : truncated
        var p = base + count
        if units == 0 {
            p.pointee = UInt8(ascii: "0")
            count += 1
            return
        }
        if value < 0 {
            p.pointee = UInt8(ascii: "-")
            p += 1
        }
        let whole = units / 10
        let fraction = units &- whole &* 10
        p = ChartPathWriter.writeWhole(whole, at: p)
        if fraction != 0 {
            p[0] = UInt8(ascii: ".")
            p[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction)
            p += 2
        }
        count = p - base
    }

    /// Writes the digits of `n` (below 1,000,000) at `p`; returns the position after the last one.
    @inline(__always) private static func writeWhole(_ n: UInt32, at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let zero = UInt8(ascii: "0")
        if n < 10 {
            p[0] = zero &+ UInt8(truncatingIfNeeded: n)
            return p + 1
        }
        if n < 100 {
            let tens = n / 10
            p[0] = zero &+ UInt8(truncatingIfNeeded: tens)
            p[1] = zero &+ UInt8(truncatingIfNeeded: n &- tens &* 10)
            return p + 2
        }
        if n < 1_000 {
            let hundreds = n / 100, rest = n &- hundreds &* 100, tens = rest / 10
            p[0] = zero &+ UInt8(truncatingIfNeeded: hundreds)
            p[1] = zero &+ UInt8(truncatingIfNeeded: tens)
            p[2] = zero &+ UInt8(truncatingIfNeeded: rest &- tens &* 10)
            return p + 3
        }
        let digits = n < 10_000 ? 4 : (n < 100_000 ? 5 : 6)
        var q = p + digits, v = n
        repeat {
            q -= 1
            let next = v / 10
            q.pointee = zero &+ UInt8(truncatingIfNeeded: v &- next &* 10)
            v = next
        } while q > p
        return p + digits
    }

    /// Writes `value` with at most `decimals` (0–4) fraction digits, trailing zeros dropped, never `-0`;
    /// non-finite values write `0` (the rules of `HTMLBuffer.write(number:decimals:)`).
    @inline(never) mutating func number(_ value: Double, decimals: Int, _ buffer: inout HTMLBuffer) {
        room(&buffer)
        guard value.isFinite else {
            base[count] = UInt8(ascii: "0")
            count += 1
            return
        }
        let d = min(max(decimals, 0), 4)
        let scale = ChartPathWriter.scale(decimals: d)
        let clamped = min(max(value, -1e12), 1e12)
        // Round half away from zero: the magnitude is below 2⁵⁴, so the truncating conversion and
        // the remainder are exact. Unsigned arithmetic: divisions by ten become multiplications.
        let x = clamped.magnitude * Double(scale)
        let truncated = UInt(x)
        let units = x - Double(truncated) >= 0.5 ? truncated + 1 : truncated
        if units == 0 {
            base[count] = UInt8(ascii: "0")
            count += 1
            return
        }
        let whole: UInt
        var frac: UInt
        if d == 1 {
            whole = units / 10
            frac = units % 10
        } else {
            whole = units / scale
            frac = units % scale
        }
        var digits = d
        if frac != 0 {
            while frac % 10 == 0 {
                frac /= 10
                digits -= 1
            }
        } else {
            digits = 0
        }
        var p = base + count
        if clamped < 0 {
            p.pointee = UInt8(ascii: "-")
            p += 1
        }
        let end = ChartPathWriter.writeDigits(whole: whole, fraction: frac, fractionDigits: digits, at: p)
        count = end - base
    }

    /// `10^decimals` for `decimals` in 0–4.
    @inline(__always) private static func scale(decimals: Int) -> UInt {
        switch decimals {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        default: return 10_000
        }
    }

    /// How many decimal digits `whole` has (at least one).
    @inline(__always) private static func digitCount(_ whole: UInt) -> Int {
        if whole < 10 { return 1 }
        if whole < 100 { return 2 }
        if whole < 1_000 { return 3 }
        var count = 4
        var probe = whole / 10_000
        while probe > 0 {
            probe /= 10
            count += 1
        }
        return count
    }

    /// Writes `whole`, then a point and the `fractionDigits` low digits of `fraction` when
    /// `fractionDigits` > 0, starting at `p`; returns the position after the last byte.
    @inline(__always) private static func writeDigits(whole: UInt, fraction: UInt, fractionDigits: Int,
                                                      at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var whole = whole, fraction = fraction
        let wholeDigits = digitCount(whole)
        var q = p + wholeDigits
        let end = fractionDigits > 0 ? q + 1 + fractionDigits : q
        repeat {
            q -= 1
            q.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: whole % 10)
            whole /= 10
        } while q > p
        if fractionDigits > 0 {
            (p + wholeDigits).pointee = UInt8(ascii: ".")
            var r = end
            for _ in 0..<fractionDigits {
                r -= 1
                r.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
        }
        return end
    }
}
