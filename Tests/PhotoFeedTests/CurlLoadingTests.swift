import CCurl
import XCTest

/// libcurl is opened at the first web transfer, not linked: opening it finds every function
/// Photomania calls, and a library that is not there is said so, not a crash.
final class CurlLoadingTests: XCTestCase {
    func testLibcurlOpensWithEveryFunction() throws {
        var library = pm_curl_library()
        XCTAssertNil(pm_curl_open("libcurl.so.4", &library).map { String(cString: $0) })
        let functions: [Any?] = [
            library.global_init, library.easy_init, library.easy_cleanup, library.easy_setopt,
            library.easy_getinfo, library.easy_strerror, library.multi_init, library.multi_setopt,
            library.multi_add_handle, library.multi_remove_handle, library.multi_perform,
            library.multi_poll, library.multi_wakeup, library.multi_cleanup, library.multi_info_read, library.version
        ]
        XCTAssertEqual(functions.filter { $0 == nil }.count, 0)
        let message = try XCTUnwrap(library.easy_strerror.flatMap { $0(CURLE_COULDNT_CONNECT) }, "callable")
        XCTAssertEqual(String(cString: message), "Couldn't connect to server")
    }

    func testAMissingLibraryIsSaidByName() throws {
        var library = pm_curl_library()
        let error = try XCTUnwrap(pm_curl_open("libcurl-photomania-missing.so.4", &library))
        XCTAssertTrue(String(cString: error).contains("libcurl-photomania-missing.so.4"))
        XCTAssertNil(library.easy_init, "nothing filled in")
    }
}
