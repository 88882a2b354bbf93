extension Array where Element: Equatable {
    /// Whether every element is in `other`, in this order: `other` with elements left out.
    func isInOrder(in other: [Element]) -> Bool {
        guard count <= other.count else { return false }
        var next = other.startIndex
        for element in self {
            guard let found = other[next...].firstIndex(of: element) else { return false }
            next = found + 1
        }
        return true
    }
}
