/* libcurl for Swift, loaded at the first web transfer rather than linked: a local feed never
   pays for it and its TLS, LDAP, Kerberos and SSH libraries (some 20 of them, relocated at
   every launch). Every call goes through `pm_curl`, filled by `pm_curl_load`.
   curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic: typed wrappers. */
#ifndef PHOTOMANIA_CCURL_H
#define PHOTOMANIA_CCURL_H

#include <curl/curl.h>

/* The libcurl functions Photomania calls. */
struct pm_curl_library {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *curl);
    CURLcode (*easy_setopt)(CURL *curl, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *curl, CURLINFO info, ...);
    CURLHcode (*easy_header)(CURL *curl, const char *name, size_t index, unsigned int origin, int request,
                             struct curl_header **header);
    const char *(*easy_strerror)(CURLcode code);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *curl);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *curl);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *queued);
    char *(*version)(void);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *string);
    void (*slist_free_all)(struct curl_slist *list);
};

/* The library `pm_curl_load` loaded; call nothing through it before that succeeded. */
extern struct pm_curl_library pm_curl;

/* Opens `soname` and fills `library` with its functions. NULL on success, else why not (a
   message owned by the loader). */
const char *pm_curl_open(const char *soname, struct pm_curl_library *library);

/* Loads libcurl.so.4 into `pm_curl` and initialises it, once, from any thread. NULL on
   success, else why not; a failure stays. */
const char *pm_curl_load(void);

static inline const char *pm_curl_version(void) { return pm_curl.version(); }
static inline CURL *pm_curl_easy_init(void) { return pm_curl.easy_init(); }
static inline void pm_curl_easy_cleanup(CURL *curl) { pm_curl.easy_cleanup(curl); }
static inline const char *pm_curl_easy_strerror(CURLcode code) { return pm_curl.easy_strerror(code); }

static inline CURLcode pm_curl_set_long(CURL *curl, CURLoption option, long value) {
    return pm_curl.easy_setopt(curl, option, value);
}

static inline CURLcode pm_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return pm_curl.easy_setopt(curl, option, value);
}

static inline CURLcode pm_curl_set_off_t(CURL *curl, CURLoption option, curl_off_t value) {
    return pm_curl.easy_setopt(curl, option, value);
}

static inline CURLcode pm_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
    return pm_curl.easy_setopt(curl, option, value);
}

static inline CURLcode pm_curl_set_write_function(CURL *curl, curl_write_callback callback) {
    return pm_curl.easy_setopt(curl, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode pm_curl_set_xferinfo_function(CURL *curl, curl_xferinfo_callback callback) {
    return pm_curl.easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline long pm_curl_response_code(CURL *curl) {
    long code = 0;
    pm_curl.easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

/* The value of the header `name` in a finished transfer's last response (its first such
   header), or NULL; it lasts until the handle is cleaned up. */
static inline const char *pm_curl_header(CURL *curl, const char *name) {
    struct curl_header *header = NULL;
    if (pm_curl.easy_header(curl, name, 0, CURLH_HEADER, -1, &header) != CURLHE_OK) return NULL;
    return header->value;
}

/* `list` with `line` appended (a request header), or NULL when there was no memory. */
static inline struct curl_slist *pm_curl_slist_append(struct curl_slist *list, const char *line) {
    return pm_curl.slist_append(list, line);
}
static inline void pm_curl_slist_free_all(struct curl_slist *list) { pm_curl.slist_free_all(list); }

static inline CURLM *pm_curl_multi_init(void) { return pm_curl.multi_init(); }
static inline CURLMcode pm_curl_multi_add_handle(CURLM *multi, CURL *curl) { return pm_curl.multi_add_handle(multi, curl); }
static inline CURLMcode pm_curl_multi_remove_handle(CURLM *multi, CURL *curl) { return pm_curl.multi_remove_handle(multi, curl); }
static inline CURLMcode pm_curl_multi_perform(CURLM *multi, int *running) { return pm_curl.multi_perform(multi, running); }
static inline CURLMcode pm_curl_multi_poll(CURLM *multi, int timeout) { return pm_curl.multi_poll(multi, NULL, 0, timeout, NULL); }
static inline CURLMcode pm_curl_multi_wakeup(CURLM *multi) { return pm_curl.multi_wakeup(multi); }
static inline CURLMcode pm_curl_multi_cleanup(CURLM *multi) { return pm_curl.multi_cleanup(multi); }
static inline CURLMsg *pm_curl_multi_info_read(CURLM *multi, int *queued) { return pm_curl.multi_info_read(multi, queued); }

static inline CURLMcode pm_curl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
    return pm_curl.multi_setopt(multi, option, value);
}

/* The result of a finished transfer lives in a union Swift reads awkwardly. */
static inline CURLcode pm_curl_message_result(CURLMsg *message) {
    return message->data.result;
}

#endif
