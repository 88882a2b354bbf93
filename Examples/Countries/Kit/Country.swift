import ListDiff
import Routing

/// A country with its flag and capital.
public struct Country: Equatable, Sendable, Diffable {
    public let name: String
    public let flag: String
    public let capital: String

    public var diffIdentifier: String { name }

    /// The country called `name`, with its continent; a reason for the user when there is none.
    public static func named(_ name: String) throws(RoutingError) -> (country: Country, continent: Continent) {
        for continent in Continent.all {
            if let country = continent.countries.first(where: { $0.name == name }) { return (country, continent) }
        }
        throw .invalidContext("There is no country called “\(name)”.")
    }
}

/// A continent and its countries.
public struct Continent: Equatable, Sendable, Diffable {
    public let name: String
    public let countries: [Country]

    public var diffIdentifier: String { name }

    /// The continent called `name`; a reason for the user when there is none.
    public static func named(_ name: String) throws(RoutingError) -> Continent {
        guard let continent = all.first(where: { $0.name == name }) else { throw .invalidContext("There is no continent called “\(name)”.") }
        return continent
    }

    public static let all: [Continent] = [
        Continent(
            name: "Africa",
            countries: [
                Country(name: "Ghana", flag: "🇬🇭", capital: "Accra"), Country(name: "Kenya", flag: "🇰🇪", capital: "Nairobi"),
                Country(name: "Morocco", flag: "🇲🇦", capital: "Rabat"), Country(name: "Senegal", flag: "🇸🇳", capital: "Dakar")
            ]),
        Continent(
            name: "Americas",
            countries: [
                Country(name: "Brazil", flag: "🇧🇷", capital: "Brasília"), Country(name: "Canada", flag: "🇨🇦", capital: "Ottawa"),
                Country(name: "Chile", flag: "🇨🇱", capital: "Santiago"), Country(name: "Mexico", flag: "🇲🇽", capital: "Mexico City")
            ]),
        Continent(
            name: "Asia",
            countries: [
                Country(name: "India", flag: "🇮🇳", capital: "New Delhi"), Country(name: "Japan", flag: "🇯🇵", capital: "Tokyo"),
                Country(name: "Mongolia", flag: "🇲🇳", capital: "Ulaanbaatar"), Country(name: "Vietnam", flag: "🇻🇳", capital: "Hanoi")
            ]),
        Continent(
            name: "Europe",
            countries: [
                Country(name: "Iceland", flag: "🇮🇸", capital: "Reykjavík"), Country(name: "Poland", flag: "🇵🇱", capital: "Warsaw"),
                Country(name: "Portugal", flag: "🇵🇹", capital: "Lisbon"), Country(name: "Sweden", flag: "🇸🇪", capital: "Stockholm")
            ]),
        Continent(
            name: "Oceania",
            countries: [
                Country(name: "Australia", flag: "🇦🇺", capital: "Canberra"), Country(name: "Fiji", flag: "🇫🇯", capital: "Suva"),
                Country(name: "New Zealand", flag: "🇳🇿", capital: "Wellington"), Country(name: "Samoa", flag: "🇼🇸", capital: "Apia")
            ])
    ]
}
