import Adaptive

/// A controller's interest in some of its traits, from `registerForTraitChanges`: the token
/// `unregisterForTraitChanges` takes back.
@MainActor
public final class TraitChangeRegistration {
    let traits: Set<Trait>
    let handler: (ViewController, TraitCollection?) -> Void

    init(traits: Set<Trait>, handler: @escaping (ViewController, TraitCollection?) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}
