/* A weston module for the tests on Wayland: a headless weston has no seat, and without one
 * GTK maps no popover and nothing can be clicked or typed. This gives the compositor a seat
 * ("default": a pointer, a keyboard and a touch screen) and lets a test drive it, and size windows, as a
 * person and a window manager would, through a UNIX socket ($PHOTOMANIA_TEST_SEAT).
 *
 * One request per connection, one line, answered "ok …" or "error …":
 *   query TITLE…             the window's surface: "ok X Y WIDTH HEIGHT" (global coordinates)
 *   click X Y COUNT TITLE…   the left button, COUNT times, at surface point (X, Y) of the window
 *   right-click X Y TITLE…   the right button once there
 *   move X Y TITLE…          the pointer to surface point (X, Y) of the window, left there
 *   key CODE 1|0             an evdev key code pressed (1) or released (0), to the focused window
 *   resize WIDTH HEIGHT TITLE…   asks the window to take that size (an xdg_toplevel configure)
 *   swipe X Y DX STEPS TITLE…    a finger down at surface point (X, Y), moved DX pixels across
 *                                in STEPS moves 16 ms apart, then lifted
 *   touchpad X Y DX STEPS TITLE… the pointer at (X, Y), then two fingers scrolling DX across
 *                                (wl_pointer axis units) in STEPS events 16 ms apart, then lifted
 *                                (an axis stop 16 ms later)
 *
 * Built by Tests/Wayland/wayland-session.sh against libweston-10 (weston 10, Debian 12).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include <libweston/libweston.h>
#include <libweston-desktop/libweston-desktop.h>
#include <libweston/zalloc.h>
#include <weston/weston.h>

/* libweston-10 exports these for its backends; they are declared in its private backend.h. */
void notify_motion_absolute(struct weston_seat *seat, const struct timespec *time, double x, double y);
void notify_button(struct weston_seat *seat, const struct timespec *time, int32_t button,
                   enum wl_pointer_button_state state);
void notify_key(struct weston_seat *seat, const struct timespec *time, uint32_t key,
                enum wl_keyboard_key_state state, enum weston_key_state_update update_state);
void notify_pointer_frame(struct weston_seat *seat);
void weston_seat_init(struct weston_seat *seat, struct weston_compositor *compositor, const char *name);
int weston_seat_init_pointer(struct weston_seat *seat);
int weston_seat_init_keyboard(struct weston_seat *seat, struct xkb_keymap *keymap);
int weston_seat_init_touch(struct weston_seat *seat);
struct weston_touch_device *weston_touch_create_touch_device(struct weston_touch *touch, const char *syspath,
                                                             void *backend_data, const void *ops);
void notify_touch_normalized(struct weston_touch_device *device, const struct timespec *time, int touch_id,
                             double x, double y, const void *norm, int touch_type);
void notify_touch_frame(struct weston_touch_device *device);
void notify_axis(struct weston_seat *seat, const struct timespec *time, struct weston_pointer_axis_event *event);
void notify_axis_source(struct weston_seat *seat, uint32_t source);

enum { left_button = 0x110 /* BTN_LEFT */, right_button = 0x111 /* BTN_RIGHT */, click_interval_ms = 60, press_ms = 20, swipe_step_ms = 16 };

struct test_seat {
    struct weston_compositor *compositor;
    struct weston_seat seat;
    struct weston_touch_device *touch;
    int socket;
    struct timespec time; /* of the last event: strictly increasing, clicks spaced as a hand would */
};

/* The time of the next event, `after_ms` after the last one (or now, if later). */
static const struct timespec *next_time(struct test_seat *test, int after_ms)
{
    struct timespec now;
    weston_compositor_get_time(&now);
    long long next = test->time.tv_sec * 1000000000LL + test->time.tv_nsec + after_ms * 1000000LL;
    long long current = now.tv_sec * 1000000000LL + now.tv_nsec;
    if (current > next)
        next = current;
    test->time.tv_sec = next / 1000000000LL;
    test->time.tv_nsec = next % 1000000000LL;
    return &test->time;
}

static struct weston_view *window_titled(struct test_seat *test, const char *title)
{
    struct weston_view *view;
    wl_list_for_each(view, &test->compositor->view_list, link) {
        struct weston_desktop_surface *surface = weston_surface_get_desktop_surface(view->surface);
        const char *name = surface ? weston_desktop_surface_get_title(surface) : NULL;
        if (name && strcmp(name, title) == 0)
            return view;
    }
    return NULL;
}

/* The pointer moved to surface point (x, y) of `view`. */
static void move(struct test_seat *test, struct weston_view *view, double x, double y)
{
    float global_x, global_y;
    weston_view_to_global_float(view, (float)x, (float)y, &global_x, &global_y);
    notify_motion_absolute(&test->seat, next_time(test, 1), global_x, global_y);
    notify_pointer_frame(&test->seat);
}

static void click(struct test_seat *test, struct weston_view *view, double x, double y, int count, uint32_t button)
{
    move(test, view, x, y);
    for (int index = 0; index < count; index++) {
        notify_button(&test->seat, next_time(test, click_interval_ms), button, WL_POINTER_BUTTON_STATE_PRESSED);
        notify_pointer_frame(&test->seat);
        notify_button(&test->seat, next_time(test, press_ms), button, WL_POINTER_BUTTON_STATE_RELEASED);
        notify_pointer_frame(&test->seat);
    }
}

/* A finger down at surface point (x, y) of `view`, moved `dx` across in `steps`, lifted. */
static void swipe(struct test_seat *test, struct weston_view *view, double x, double y, double dx, int steps)
{
    float global_x, global_y;
    weston_view_to_global_float(view, (float)x, (float)y, &global_x, &global_y);
    notify_touch_normalized(test->touch, next_time(test, 1), 0, global_x, global_y, NULL, WL_TOUCH_DOWN);
    notify_touch_frame(test->touch);
    for (int step = 1; step <= steps; step++) {
        notify_touch_normalized(test->touch, next_time(test, swipe_step_ms), 0, global_x + dx * step / steps, global_y, NULL,
                                WL_TOUCH_MOTION);
        notify_touch_frame(test->touch);
    }
    notify_touch_normalized(test->touch, next_time(test, swipe_step_ms), 0, 0, 0, NULL, WL_TOUCH_UP);
    notify_touch_frame(test->touch);
}

/* Two fingers scrolling `dx` across on a touchpad with the pointer at (x, y) of `view`, in
 * `steps` events, then lifted (an axis stop, which GTK makes a scroll's end). */
static void touchpad(struct test_seat *test, struct weston_view *view, double x, double y, double dx, int steps)
{
    move(test, view, x, y);
    for (int step = 0; step <= steps; step++) {
        struct weston_pointer_axis_event event = {
            .axis = WL_POINTER_AXIS_HORIZONTAL_SCROLL, .value = step < steps ? dx / steps : 0,
        };
        notify_axis_source(&test->seat, WL_POINTER_AXIS_SOURCE_FINGER);
        notify_axis(&test->seat, next_time(test, swipe_step_ms), &event);
        notify_pointer_frame(&test->seat);
    }
}

/* Answers one request `line` into `reply`. */
static void answer(struct test_seat *test, const char *line, char *reply, size_t size)
{
    char title[512];
    double x, y, dx;
    int count, code, pressed, width, height;
    struct weston_view *view = NULL;
    if (sscanf(line, "query %511[^\n]", title) == 1) {
        if ((view = window_titled(test, title))) {
            float global_x, global_y;
            weston_view_to_global_float(view, 0, 0, &global_x, &global_y);
            snprintf(reply, size, "ok %d %d %d %d\n", (int)global_x, (int)global_y, view->surface->width, view->surface->height);
        }
    } else if (sscanf(line, "click %lf %lf %d %511[^\n]", &x, &y, &count, title) == 4) {
        if ((view = window_titled(test, title))) {
            click(test, view, x, y, count, left_button);
            snprintf(reply, size, "ok\n");
        }
    } else if (sscanf(line, "move %lf %lf %511[^\n]", &x, &y, title) == 3) {
        if ((view = window_titled(test, title))) {
            move(test, view, x, y);
            snprintf(reply, size, "ok\n");
        }
    } else if (sscanf(line, "right-click %lf %lf %511[^\n]", &x, &y, title) == 3) {
        if ((view = window_titled(test, title))) {
            click(test, view, x, y, 1, right_button);
            snprintf(reply, size, "ok\n");
        }
    } else if (sscanf(line, "resize %d %d %511[^\n]", &width, &height, title) == 3) {
        if ((view = window_titled(test, title))) {
            weston_desktop_surface_set_size(weston_surface_get_desktop_surface(view->surface), width, height);
            snprintf(reply, size, "ok\n");
        }
    } else if (sscanf(line, "swipe %lf %lf %lf %d %511[^\n]", &x, &y, &dx, &count, title) == 5) {
        if ((view = window_titled(test, title))) {
            swipe(test, view, x, y, dx, count);
            snprintf(reply, size, "ok\n");
        }
    } else if (sscanf(line, "touchpad %lf %lf %lf %d %511[^\n]", &x, &y, &dx, &count, title) == 5) {
        if ((view = window_titled(test, title))) {
            touchpad(test, view, x, y, dx, count);
            snprintf(reply, size, "ok\n");
        }
    } else if (sscanf(line, "key %d %d", &code, &pressed) == 2) {
        notify_key(&test->seat, next_time(test, 1), code,
                   pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED, STATE_UPDATE_AUTOMATIC);
        snprintf(reply, size, "ok\n");
        return;
    } else {
        snprintf(reply, size, "error: not a request: %.500s\n", line);
        return;
    }
    if (!view)
        snprintf(reply, size, "error: no window titled %s\n", title);
}

static int on_connection(int fd, uint32_t mask, void *data)
{
    struct test_seat *test = data;
    int client = accept4(test->socket, NULL, NULL, SOCK_CLOEXEC);
    if (client < 0)
        return 0;
    /* The compositor waits for the line: a client that sends none holds it a second at most. */
    struct timeval patience = { .tv_sec = 1 };
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &patience, sizeof patience);
    char line[1024] = {0};
    size_t used = 0;
    while (used < sizeof line - 1 && !memchr(line, '\n', used)) {
        ssize_t count = read(client, line + used, sizeof line - 1 - used);
        if (count <= 0)
            break;
        used += (size_t)count;
    }
    char reply[640] = "error: no answer\n";
    line[strcspn(line, "\n")] = '\0';
    answer(test, line, reply, sizeof reply);
    if (write(client, reply, strlen(reply)) < 0)
        weston_log("test seat: could not answer: %s\n", strerror(errno));
    close(client);
    return 0;
}

WL_EXPORT int wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[])
{
    const char *path = getenv("PHOTOMANIA_TEST_SEAT");
    struct sockaddr_un address = { .sun_family = AF_UNIX };
    if (!path || strlen(path) >= sizeof address.sun_path) {
        weston_log("test seat: PHOTOMANIA_TEST_SEAT must name the socket to listen on\n");
        return -1;
    }
    struct test_seat *test = zalloc(sizeof *test);
    if (!test)
        return -1;
    test->compositor = compositor;
    weston_seat_init(&test->seat, compositor, "default");
    if (weston_seat_init_pointer(&test->seat) < 0 || weston_seat_init_keyboard(&test->seat, NULL) < 0
        || weston_seat_init_touch(&test->seat) < 0
        || !(test->touch = weston_touch_create_touch_device(test->seat.touch_state, "test-seat-touch", NULL, NULL))) {
        weston_log("test seat: no pointer, keyboard or touch screen\n");
        return -1;
    }

    strcpy(address.sun_path, path);
    unlink(path);
    test->socket = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (test->socket < 0 || bind(test->socket, (struct sockaddr *)&address, sizeof address) < 0 || listen(test->socket, 8) < 0) {
        weston_log("test seat: cannot listen on %s: %s\n", path, strerror(errno));
        return -1;
    }
    wl_event_loop_add_fd(wl_display_get_event_loop(compositor->wl_display), test->socket, WL_EVENT_READABLE,
                         on_connection, test);
    weston_log("test seat: a pointer, a keyboard and a touch screen, driven through %s\n", path);
    return 0;
}
