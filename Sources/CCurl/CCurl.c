#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

struct pm_curl_library pm_curl;

const char *pm_curl_open(const char *soname, struct pm_curl_library *library) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) return dlerror();
    struct { void **slot; const char *name; } functions[] = {
        {(void **)&library->global_init, "curl_global_init"},
        {(void **)&library->easy_init, "curl_easy_init"},
        {(void **)&library->easy_cleanup, "curl_easy_cleanup"},
        {(void **)&library->easy_setopt, "curl_easy_setopt"},
        {(void **)&library->easy_getinfo, "curl_easy_getinfo"},
        {(void **)&library->easy_header, "curl_easy_header"},
        {(void **)&library->easy_strerror, "curl_easy_strerror"},
        {(void **)&library->multi_init, "curl_multi_init"},
        {(void **)&library->multi_setopt, "curl_multi_setopt"},
        {(void **)&library->multi_add_handle, "curl_multi_add_handle"},
        {(void **)&library->multi_remove_handle, "curl_multi_remove_handle"},
        {(void **)&library->multi_perform, "curl_multi_perform"},
        {(void **)&library->multi_poll, "curl_multi_poll"},
        {(void **)&library->multi_wakeup, "curl_multi_wakeup"},
        {(void **)&library->multi_cleanup, "curl_multi_cleanup"},
        {(void **)&library->multi_info_read, "curl_multi_info_read"},
        {(void **)&library->version, "curl_version"},
        {(void **)&library->slist_append, "curl_slist_append"},
        {(void **)&library->slist_free_all, "curl_slist_free_all"},
    };
    for (size_t index = 0; index < sizeof functions / sizeof functions[0]; index++) {
        *functions[index].slot = dlsym(handle, functions[index].name);
        if (!*functions[index].slot) {
            const char *error = dlerror();
            dlclose(handle);
            return error;
        }
    }
    return NULL;
}

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static const char *load_error;

static void load(void) {
    const char *error = pm_curl_open("libcurl.so.4", &pm_curl);
    /* The loader's message lasts until this thread's next dlerror: keep a copy. */
    if (error) load_error = strdup(error);
    else if (pm_curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) load_error = "libcurl could not start";
}

const char *pm_curl_load(void) {
    pthread_once(&loaded, load);
    return load_error;
}
