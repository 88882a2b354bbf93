/* libsecret (the desktop keyring through the Secret Service D-Bus API) and the helpers Swift
 * needs for it: libsecret's schema and attribute constructors are variadic. */
#ifndef PHOTOMANIA_CSECRET_SHIM_H
#define PHOTOMANIA_CSECRET_SHIM_H

#include <libsecret/secret.h>

/* A schema named `name` whose items are told apart by one string attribute. */
static inline SecretSchema *pm_secret_schema_new(const char *name, const char *attribute) {
    return secret_schema_new(name, SECRET_SCHEMA_NONE, attribute, SECRET_SCHEMA_ATTRIBUTE_STRING, NULL);
}

/* The attributes {attribute: value}, as libsecret's lookups and stores take them. */
static inline GHashTable *pm_secret_attributes_new(const char *attribute, const char *value) {
    GHashTable *attributes = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
    g_hash_table_insert(attributes, g_strdup(attribute), g_strdup(value));
    return attributes;
}

#endif
