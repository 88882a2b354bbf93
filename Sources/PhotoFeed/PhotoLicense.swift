import Foundation
import Localization

/// A photo's licence, by the id Flickr gives it (`flickr.photos.licenses.getInfo`): what a
/// person may do with the photo, shown beside its credit with a link to the licence's deed.
public enum PhotoLicense: Int, CaseIterable, Codable, Sendable {
    case allRightsReserved = 0
    case attributionNonCommercialShareAlike = 1
    case attributionNonCommercial = 2
    case attributionNonCommercialNoDerivatives = 3
    case attribution = 4
    case attributionShareAlike = 5
    case attributionNoDerivatives = 6
    case noKnownCopyrightRestrictions = 7
    case unitedStatesGovernmentWork = 8
    case publicDomainDedication = 9
    case publicDomainMark = 10

    /// The short name people know it by: "CC BY 2.0", "All Rights Reserved".
    public var shortName: String {
        switch self {
        case .allRightsReserved: tr("All Rights Reserved")
        case .attributionNonCommercialShareAlike: "CC BY-NC-SA 2.0"
        case .attributionNonCommercial: "CC BY-NC 2.0"
        case .attributionNonCommercialNoDerivatives: "CC BY-NC-ND 2.0"
        case .attribution: "CC BY 2.0"
        case .attributionShareAlike: "CC BY-SA 2.0"
        case .attributionNoDerivatives: "CC BY-ND 2.0"
        case .noKnownCopyrightRestrictions: tr("No known copyright restrictions")
        case .unitedStatesGovernmentWork: tr("United States Government Work")
        case .publicDomainDedication: "CC0 1.0"
        case .publicDomainMark: tr("Public Domain Mark 1.0")
        }
    }

    /// Flickr's own name for it, as its licence list gives it (in English, as Flickr does).
    public var flickrName: String {
        switch self {
        case .allRightsReserved: "All Rights Reserved"
        case .attributionNonCommercialShareAlike: "Attribution-NonCommercial-ShareAlike License"
        case .attributionNonCommercial: "Attribution-NonCommercial License"
        case .attributionNonCommercialNoDerivatives: "Attribution-NonCommercial-NoDerivs License"
        case .attribution: "Attribution License"
        case .attributionShareAlike: "Attribution-ShareAlike License"
        case .attributionNoDerivatives: "Attribution-NoDerivs License"
        case .noKnownCopyrightRestrictions: "No known copyright restrictions"
        case .unitedStatesGovernmentWork: "United States Government Work"
        case .publicDomainDedication: "Public Domain Dedication (CC0)"
        case .publicDomainMark: "Public Domain Mark"
        }
    }

    /// Where the licence says what it allows (Creative Commons' deed, Flickr Commons' or the
    /// US government's page); none for All Rights Reserved, which allows nothing more.
    public var deed: URL? {
        let address: String? =
            switch self {
            case .allRightsReserved: nil
            case .attributionNonCommercialShareAlike: "https://creativecommons.org/licenses/by-nc-sa/2.0/"
            case .attributionNonCommercial: "https://creativecommons.org/licenses/by-nc/2.0/"
            case .attributionNonCommercialNoDerivatives: "https://creativecommons.org/licenses/by-nc-nd/2.0/"
            case .attribution: "https://creativecommons.org/licenses/by/2.0/"
            case .attributionShareAlike: "https://creativecommons.org/licenses/by-sa/2.0/"
            case .attributionNoDerivatives: "https://creativecommons.org/licenses/by-nd/2.0/"
            case .noKnownCopyrightRestrictions: "https://www.flickr.com/commons/usage/"
            case .unitedStatesGovernmentWork: "https://www.usa.gov/government-works"
            case .publicDomainDedication: "https://creativecommons.org/publicdomain/zero/1.0/"
            case .publicDomainMark: "https://creativecommons.org/publicdomain/mark/1.0/"
            }
        return address.flatMap(URL.init(string:))
    }
}
