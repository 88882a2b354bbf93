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

/* curl_multi_setopt is variadic too. */
static inline CURLMcode pm_curl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

/* The result of a finished transfer lives in a union Swift reads awkwardly. */
static inline CURLcode pm_curl_message_result(CURLMsg *message) {
    return message->data.result;
}

static inline long pm_curl_response_code(CURL *curl) {
    long code = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

#endif
