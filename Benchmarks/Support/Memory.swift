import Foundation

/// This process's resident memory in MB, as the kernel counts it (`field` of /proc/self/status:
/// VmRSS now, VmHWM its peak).
public func residentMegabytes(_ field: String = "VmRSS") -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("\(field):") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
}

/// The value below which `fraction` (0 to 1) of `values` fall, nearest rank.
public func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
}
