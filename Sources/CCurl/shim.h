/* curl_easy_setopt and curl_easy_getinfo are variadic: typed wrappers for Swift. */
#ifndef PHOTOMANIA_CCURL_SHIM_H
#define PHOTOMANIA_CCURL_SHIM_H

#include <curl/curl.h>

static inline CURLcode pm_curl_set_long(CURL *curl, CURLoption option, long value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode pm_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode pm_curl_set_off_t(CURL *curl, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode pm_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode pm_curl_set_write_function(CURL *curl, curl_write_callback callback) {
    return curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode pm_curl_set_xferinfo_function(CURL *curl, curl_xferinfo_callback callback) {
    return curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, callback);
}

/* curl_share_setopt is variadic too. */
static inline CURLSHcode pm_curl_share_data(CURLSH *share, curl_lock_data data) {
    return curl_share_setopt(share, CURLSHOPT_SHARE, data);
}

static inline CURLSHcode pm_curl_share_locks(CURLSH *share, curl_lock_function lock, curl_unlock_function unlock, void *user) {
    curl_share_setopt(share, CURLSHOPT_LOCKFUNC, lock);
    curl_share_setopt(share, CURLSHOPT_UNLOCKFUNC, unlock);
    return curl_share_setopt(share, CURLSHOPT_USERDATA, user);
}

static inline long pm_curl_response_code(CURL *curl) {
    long code = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

#endif
