extension Result {
    /// The error, or nil on success: lets a test compare failures with `XCTAssertEqual`.
    public var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
